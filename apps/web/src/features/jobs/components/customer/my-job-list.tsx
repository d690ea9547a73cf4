import {
  enquiryPath,
  FREIGHT_TYPES,
  JOB_ROUTES,
  JOB_STATUS_GROUP,
  JOB_STATUS_GROUPS,
  type JobListItem,
} from '@fastforward/domain';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FilterSelect } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { myJobsApi } from '../../api/my-jobs-list';
import { JOB_HELD_STATUSES } from '../board/job-filters';
import { jobDateLabel, jobLaneLabel, MODE_LABELS } from '../board/job-labels';
import { JobStatusBadge } from '../status/job-status-badge';
import { jobStatusLabel } from '../status/job-status-labels';
import { readMyJobFilters, writeMyJobFilters } from './my-job-filters';

export const MY_JOBS_EMPTY = 'No jobs yet — jobs appear here when you book a quote.';

const STATUS_LABELS = Object.fromEntries(
  JOB_HELD_STATUSES.map((code) => [code, `${code} · ${jobStatusLabel(code)}`]),
) as Record<(typeof JOB_HELD_STATUSES)[number], string>;

const columns: DataTableColumn<JobListItem>[] = [
  {
    key: 'reference',
    header: 'Job',
    render: (j) => (
      <Anchor
        component={Link}
        to={enquiryPath(JOB_ROUTES.myJob, { id: j.id })}
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
      >
        {j.reference}
      </Anchor>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (j) => <JobStatusBadge status={j.status} label={j.statusLabel} />,
  },
  { key: 'mode', header: 'Mode', render: (j) => MODE_LABELS[j.mode] },
  { key: 'lane', header: 'Lane', render: jobLaneLabel },
  { key: 'etd', header: 'ETD', render: (j) => jobDateLabel(j.etd) },
  { key: 'eta', header: 'ETA', render: (j) => jobDateLabel(j.eta) },
  { key: 'enquiry', header: 'Enquiry', render: (j) => j.enquiryReference },
];

/**
 * The customer's jobs, a page at a time, with its filters (status, stage, mode) kept in the
 * address; a new filter or search starts again at page 1.
 */
export function MyJobList() {
  const table = useDataTableState();
  const { filters, setFilter, isFiltered } = useAddressFilters(table, readMyJobFilters, writeMyJobFilters);
  const list = myJobsApi.useList({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...filters,
  });

  return (
    <DataTable
      label="My Jobs"
      columns={columns}
      {...listTableProps(table, list)}
      rowKey={(j) => j.id}
      errorText="Your jobs could not be loaded. Try again later."
      emptyText={isFiltered ? 'No job matches these filters.' : MY_JOBS_EMPTY}
      onSearchChange={table.setSearch}
      searchLabel="Search jobs"
      searchPlaceholder="Job or enquiry reference"
      toolbar={
        <>
          <FilterSelect
            label="Stage"
            allLabel="All stages"
            codes={JOB_STATUS_GROUPS}
            labels={JOB_STATUS_GROUP}
            value={filters.group}
            onChange={setFilter('group')}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            codes={JOB_HELD_STATUSES}
            labels={STATUS_LABELS}
            value={filters.status}
            onChange={setFilter('status')}
          />
          <FilterSelect
            label="Mode"
            allLabel="Sea and air"
            codes={FREIGHT_TYPES}
            labels={MODE_LABELS}
            value={filters.mode}
            onChange={setFilter('mode')}
          />
        </>
      }
    />
  );
}
