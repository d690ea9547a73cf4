import { LEAD_SORTS, type Lead, leadPagePath, SALES_ACCESS } from '@fastforward/domain';
import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FilterSelect, RecordsPage, useRecordFilters } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { dateTimeOrDash } from '../../../components/fact';
import { SalesPersonFilter } from '../../../components/pickers';
import { leadsApi } from '../api/leads-api';
import { LeadFormModal } from '../components/lead-form-modal';
import { LeadKycStatus } from '../components/lead-kyc-status';
import { LeadSettingSelect } from '../components/lead-setting-select';

// The day is enough to order leads by their age; the time only widened the column.
const dayOf = (value: string) => new Date(value).toLocaleDateString();

const CONVERTED = ['true', 'false'] as const;
type Converted = (typeof CONVERTED)[number];
const CONVERTED_LABELS: Record<Converted, string> = { true: 'Converted', false: 'Not converted' };

const COLUMNS: DataTableColumn<Lead>[] = [
  {
    key: 'companyName',
    header: 'Company',
    render: (l) => (
      <Anchor component={Link} to={leadPagePath(l.id)}>
        {l.companyName}
      </Anchor>
    ),
  },
  { key: 'contactName', header: 'Contact', render: (l) => l.contactName },
  { key: 'stage', header: 'Stage', render: (l) => l.stage?.name ?? '—' },
  { key: 'source', header: 'Source', render: (l) => l.source?.name ?? '—' },
  { key: 'owner', header: 'Owner', render: (l) => l.owner?.fullName ?? '—' },
  { key: 'nextFollowUpAt', header: 'Next follow-up', render: (l) => dateTimeOrDash(l.nextFollowUpAt) },
  { key: 'kyc', header: 'Customer', render: (l) => <LeadKycStatus lead={l} /> },
  { key: 'createdAt', header: 'Added', render: (l) => dayOf(l.createdAt) },
];

type Filters = { stageId: number; sourceId: number; ownerId: number; converted: Converted };

/** /dashboard/sales/leads: the company's leads, worked by its sales staff until they become customers. */
export function LeadsPage() {
  const navigate = useNavigate();
  const { filters, setFilter } = useRecordFilters<Filters>();
  return (
    <RecordsPage<Lead>
      title="Leads"
      noun="lead"
      api={leadsApi}
      access={SALES_ACCESS}
      columns={COLUMNS}
      sortKeys={LEAD_SORTS}
      defaultOrder="desc"
      filters={filters}
      filterControls={
        <>
          <LeadSettingSelect
            kind="stage"
            label="Stage"
            placeholder="All"
            value={filters.stageId}
            onChange={setFilter('stageId')}
          />
          <LeadSettingSelect
            kind="source"
            label="Source"
            placeholder="All"
            value={filters.sourceId}
            onChange={setFilter('sourceId')}
          />
          <SalesPersonFilter
            label="Owner"
            placeholder="All"
            value={filters.ownerId}
            onChange={setFilter('ownerId')}
          />
          <FilterSelect<Converted>
            label="Converted"
            allLabel="All"
            codes={CONVERTED}
            labels={CONVERTED_LABELS}
            value={filters.converted}
            onChange={setFilter('converted')}
          />
        </>
      }
      describe={(l) => l.companyName}
      rowActions={(l, slot) => [
        {
          label: 'View',
          name: `View ${l.companyName}`,
          variant: 'default',
          onClick: () => navigate(leadPagePath(l.id)),
        },
        slot.edit,
        slot.remove,
      ]}
      searchPlaceholder="Company, contact, e-mail or phone"
      emptyText="No leads yet. Add the prospects your sales team works."
      noMatchText="No leads match."
      renderForm={(slot) => <LeadFormModal {...slot} />}
    />
  );
}
