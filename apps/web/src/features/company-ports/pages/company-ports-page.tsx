import {
  COMPANY_PORT_SORTS,
  COMPANY_PORT_TYPE_LABELS,
  type CompanyPort,
  MASTERS_ACCESS,
  PORT_TYPES,
} from '@fastforward/domain';
import {
  type CodeFilter,
  countryColumn,
  RecordsPage,
  timeZoneColumn,
  useRecordFilters,
} from '../../../components/company-records';
import { CountryPicker } from '../../../components/pickers';
import { companyPortsApi } from '../api/company-ports-api';
import { CompanyPortFormModal } from '../components/company-port-form-modal';

const FILTERS: readonly CodeFilter[] = [
  { key: 'type', label: 'Type', allLabel: 'All types', codes: PORT_TYPES, labels: COMPANY_PORT_TYPE_LABELS },
];

/** /dashboard/masters/ports: the company's own ports and custom points. */
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
      searchPlaceholder="Code, name or city"
      emptyText="Your company has not added ports or custom points yet."
      renderForm={(slot) => <CompanyPortFormModal {...slot} />}
    />
  );
}
