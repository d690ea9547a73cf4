import {
  COMPANY_PORT_SORTS,
  COMPANY_PORT_TYPE_LABELS,
  type CompanyPort,
  MASTERS_ACCESS,
  PORT_TYPES,
  RECORD_ORIGIN_LABELS,
  RECORD_ORIGINS,
} from '@fastforward/domain';
import {
  type CodeFilter,
  countryColumn,
  RecordsPage,
  sourceColumn,
  timeZoneColumn,
  useRecordFilters,
} from '../../../components/company-records';
import { CountryPicker } from '../../../components/pickers';
import { companyPortsApi } from '../api/company-ports-api';
import { CompanyPortFormModal } from '../components/company-port-form-modal';

const FILTERS: readonly CodeFilter[] = [
  {
    key: 'origin',
    label: 'Source',
    allLabel: 'All ports',
    codes: RECORD_ORIGINS,
    labels: RECORD_ORIGIN_LABELS,
  },
  { key: 'type', label: 'Type', allLabel: 'All types', codes: PORT_TYPES, labels: COMPANY_PORT_TYPE_LABELS },
];

/**
 * /dashboard/masters/ports: the world's ports shipped with FastForward (air, sea and dry, read only)
 * and the company's own ports and custom points beside them, in one list: one search finds a port
 * wherever it comes from, and the Source filter shows either kind alone.
 */
export function CompanyPortsPage() {
  const { filters, setFilter } = useRecordFilters<{ countryCode?: string }>();
  return (
    <RecordsPage<CompanyPort>
      title="Ports"
      noun="port"
      api={companyPortsApi}
      access={MASTERS_ACCESS}
      columns={[
        { key: 'code', header: 'Code', render: (p) => p.code },
        { key: 'name', header: 'Name', render: (p) => p.name },
        { key: 'type', header: 'Type', render: (p) => COMPANY_PORT_TYPE_LABELS[p.type] },
        { key: 'city', header: 'City', render: (p) => p.city ?? '—' },
        countryColumn(),
        timeZoneColumn(),
        sourceColumn((p) => p.isCompanyPort),
      ]}
      sortKeys={COMPANY_PORT_SORTS}
      codeFilters={FILTERS}
      filters={filters}
      filterControls={
        <CountryPicker
          label="Country"
          placeholder="All countries"
          clearable
          value={filters.countryCode ?? null}
          onChange={setFilter('countryCode')}
        />
      }
      describe={(p) => p.code}
      isEditable={(p) => p.isCompanyPort}
      searchPlaceholder="Code, name, city or country"
      emptyText="No ports yet."
      noMatchText="No port matches. Add your own port or custom point with New port."
      renderForm={(slot) => <CompanyPortFormModal {...slot} />}
    />
  );
}
