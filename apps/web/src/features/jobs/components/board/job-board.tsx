import { FREIGHT_TYPES, JOB_SORTS, type JobListItem, STAFF_PICKER_ACCESS } from '@fastforward/domain';
import { Anchor, Group, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateFilter, FilterChip, FilterLink, FilterSelect } from '../../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  useAddressFilters,
  useDataTableState,
} from '../../../../components/data-table';
import { PortFilters, SalesPersonFilter } from '../../../../components/pickers';
import { useCan } from '../../../../lib/permissions';
import { getLoggedInUserId } from '../../../../lib/session';
import { jobsApi } from '../../api/get-jobs';
import { JobStatusBadge } from '../status/job-status-badge';
import { jobStatusLabel } from '../status/job-status-labels';
import { JOB_HELD_STATUSES, readJobFilters, writeJobFilters } from './job-filters';
import { jobDateLabel, jobLaneLabel, MODE_LABELS } from './job-labels';
import { JobStatusCounts } from './job-status-counts';

type JobSort = (typeof JOB_SORTS)[number];
const SORTABLE = new Set<string>(JOB_SORTS);
const STATUS_LABELS = Object.fromEntries(
  JOB_HELD_STATUSES.map((status) => [status, `${status} · ${jobStatusLabel(status)}`]),
) as Record<(typeof JOB_HELD_STATUSES)[number], string>;

export type JobBoardProps = {
  /** The table's accessible name (the page's title). */
  label: string;
  /** Where a row's reference leads: the job page, or one of its tabs. */
  linkOf: (job: JobListItem) => string;
  emptyText: string;
};

/** Dates and references read as one piece: never broken at their hyphens. */
const NoWrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

/**
 * The company's jobs with their counts per status and the board's filters (status, mode, customer,
 * lane, ETD/ETA between, assigned user, search), kept in the address; a new filter, search or sort
 * starts again at page 1. Operations and documentation show the same board, each linking its way.
 */
export function JobBoard({ label, linkOf, emptyText }: JobBoardProps) {
  const table = useDataTableState();
  const { filters, setFilter, isFiltered } = useAddressFilters(table, readJobFilters, writeJobFilters);
  // The staff list is for those who may pick staff: others filter by a person picked in a row, or by themselves.
  const canPickStaff = useCan(STAFF_PICKER_ACCESS);
  const me = getLoggedInUserId();
  const query = {
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    ...(table.sort && SORTABLE.has(table.sort.key)
      ? { sort: table.sort.key as JobSort, order: table.sort.direction }
      : {}),
    ...filters,
  };
  const list = jobsApi.useList(query);
  const items = list.data?.items ?? [];

  const customerName = items.find((j) => j.customer.id === filters.customerCompanyId)?.customer.name;
  const assigneeName = items.find((j) => j.assignedTo?.id === filters.assignedTo)?.assignedTo?.fullName;

  const columns: DataTableColumn<JobListItem>[] = [
    {
      key: 'reference',
      header: 'Reference',
      sortable: true,
      render: (j) => (
        <Anchor component={Link} to={linkOf(j)} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {j.reference}
        </Anchor>
      ),
    },
    {
      key: 'enquiry',
      header: 'Enquiry',
      optional: true,
      render: (j) => <NoWrap>{j.enquiryReference}</NoWrap>,
    },
    {
      key: 'customer',
      header: 'Customer',
      render: (j) => (
        <FilterLink
          onClick={() => setFilter('customerCompanyId')(j.customer.id)}
          title={`Show only ${j.customer.name}'s jobs`}
        >
          {j.customer.name}
        </FilterLink>
      ),
    },
    { key: 'mode', header: 'Mode', optional: true, render: (j) => MODE_LABELS[j.mode] },
    { key: 'lane', header: 'Lane', optional: true, render: jobLaneLabel },
    { key: 'carrier', header: 'Carrier', optional: true, render: (j) => j.carrier ?? '—' },
    { key: 'vessel', header: 'Vessel / voyage', optional: true, render: (j) => j.vesselVoyage ?? '—' },
    {
      key: 'billOfLading',
      header: 'B/L',
      optional: true,
      render: (j) => (j.billOfLading ? <NoWrap>{j.billOfLading}</NoWrap> : '—'),
    },
    {
      key: 'containers',
      header: 'Containers',
      optional: true,
      render: (j) => (j.containerCount > 0 ? j.containerCount : '—'),
    },
    {
      key: 'etd',
      header: 'ETD',
      sortable: true,
      optional: true,
      render: (j) => <NoWrap>{jobDateLabel(j.etd)}</NoWrap>,
    },
    {
      key: 'eta',
      header: 'ETA',
      sortable: true,
      optional: true,
      render: (j) => <NoWrap>{jobDateLabel(j.eta)}</NoWrap>,
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (j) => <JobStatusBadge status={j.status} label={j.statusLabel} />,
    },
    {
      key: 'assignedTo',
      header: 'Assigned to',
      optional: true,
      render: (j) =>
        j.assignedTo ? (
          <FilterLink
            onClick={() => setFilter('assignedTo')(j.assignedTo?.id)}
            title={`Show only ${j.assignedTo.fullName}'s jobs`}
          >
            {j.assignedTo.fullName}
          </FilterLink>
        ) : (
          '—'
        ),
    },
  ];

  const dateInput = (key: 'etdFrom' | 'etdTo' | 'etaFrom' | 'etaTo', text: string): ReactNode => (
    <DateFilter label={text} value={filters[key]} onChange={setFilter(key)} />
  );

  const chips: ReactNode[] = [];
  if (filters.customerCompanyId) {
    chips.push(
      <FilterChip
        key="customer"
        name="customer"
        label={`Customer: ${customerName ?? `#${filters.customerCompanyId}`}`}
        onRemove={() => setFilter('customerCompanyId')(undefined)}
      />,
    );
  }
  // A colleague picked in a row, for staff without the staff picker: named, and removable.
  if (!canPickStaff && filters.assignedTo && filters.assignedTo !== me) {
    chips.push(
      <FilterChip
        key="assignee"
        name="assignee"
        label={`Assigned to: ${assigneeName ?? `User #${filters.assignedTo}`}`}
        onRemove={() => setFilter('assignedTo')(undefined)}
      />,
    );
  }
  if (filters.late) {
    chips.push(
      <FilterChip
        key="late"
        name="late milestones"
        label="Late milestones only"
        onRemove={() => setFilter('late')(undefined)}
      />,
    );
  }
  return (
    <Stack>
      <JobStatusCounts selected={filters.status} onSelect={setFilter('status')} />
      <DataTable
        label={label}
        columns={columns}
        {...listTableProps(table, list)}
        rowKey={(j) => j.id}
        columnsKey="job-board"
        emptyText={isFiltered ? 'No job matches these filters.' : emptyText}
        onSearchChange={table.setSearch}
        searchLabel="Search jobs"
        searchPlaceholder="Job, enquiry or customer"
        toolbar={
          <>
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
            <PortFilters
              freightType={filters.mode}
              originPortId={filters.originPortId}
              destinationPortId={filters.destinationPortId}
              onChange={(key, portId) => setFilter(key)(portId)}
            />
            {dateInput('etdFrom', 'ETD from')}
            {dateInput('etdTo', 'ETD to')}
            {dateInput('etaFrom', 'ETA from')}
            {dateInput('etaTo', 'ETA to')}
            {canPickStaff ? (
              <SalesPersonFilter
                label="Assigned to"
                value={filters.assignedTo}
                onChange={setFilter('assignedTo')}
              />
            ) : null}
            {Number.isFinite(me) ? (
              <Switch
                label="Assigned to me"
                checked={filters.assignedTo === me}
                onChange={(event) => setFilter('assignedTo')(event.currentTarget.checked ? me : undefined)}
                mb={8}
              />
            ) : null}
            {chips.length > 0 ? (
              <Group gap="xs" align="flex-end">
                {chips}
              </Group>
            ) : null}
          </>
        }
      />
    </Stack>
  );
}
