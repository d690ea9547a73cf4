import {
  SALES_ACCESS,
  SALES_ROUTES,
  SALES_VISIT_SORTS,
  SALES_VISIT_STATUS,
  SALES_VISIT_STATUS_LABELS,
  SALES_VISIT_STATUSES,
  type SalesVisit,
  type SalesVisitStatus,
} from '@fastforward/domain';
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DateFilter, FilterSelect } from '../../../components/company-records';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  SEARCH_DEBOUNCE_MS,
  type SortState,
} from '../../../components/data-table';
import { SalesPersonFilter, salesPartyLabel, salesPartyOf } from '../../../components/pickers';
import { useCan } from '../../../lib/permissions';
import { exportSalesVisits, salesVisitsApi } from '../api/sales-visits-api';
import { VisitFilesModal } from '../components/visit-files-modal';
import {
  readVisitAddress,
  type VisitAddress,
  type VisitListQuery,
  writeVisitAddress,
} from '../components/visit-filters';
import { VisitFormModal } from '../components/visit-form-modal';
import { VisitOutcomeModal } from '../components/visit-outcome-modal';
import { formatDateTime } from '../components/visit-values';

type VisitSort = (typeof SALES_VISIT_SORTS)[number];
const SORTABLE = new Set<string>(SALES_VISIT_SORTS);

export const STATUS_COLORS: Record<SalesVisitStatus, string> = {
  planned: 'blue',
  completed: 'green',
  cancelled: 'gray',
};

/** SALES_ROUTES.visits: the company's sales visits. */
export function SalesVisitsPage() {
  const canView = useCan(SALES_ACCESS.view);
  return (
    <Stack>
      {canView ? (
        <SalesVisits />
      ) : (
        <>
          <Title order={1}>Sales Visits</Title>
          <Text c="dimmed">You do not have permission to open Sales Visits.</Text>
        </>
      )}
    </Stack>
  );
}

/**
 * The visits with their filters, search and page kept in the address (a dashboard's link opens
 * them), the export of what the list shows, and per row: edit, record the outcome, files, delete.
 */
function SalesVisits() {
  const [params, setParams] = useSearchParams();
  const address = readVisitAddress(params);
  const [sort, setSort] = useState<SortState>({ key: 'plannedAt', direction: 'desc' });
  const can = {
    create: useCan(SALES_ACCESS.create),
    update: useCan(SALES_ACCESS.update),
    delete: useCan(SALES_ACCESS.delete),
  };
  const go = (next: VisitAddress) => setParams(writeVisitAddress(next), { replace: true });
  /** A new filter or search starts again at page 1. */
  const setFilter =
    <K extends keyof VisitAddress>(key: K) =>
    (value: VisitAddress[K] | null | undefined) =>
      go({ ...readVisitAddress(params), [key]: value ?? undefined, page: 1 });
  const [searchInput, setSearchInput] = useState(address.search ?? '');
  const emitSearch = useDebouncedCallback(
    (value: string) => setFilter('search')(value.trim() || undefined),
    SEARCH_DEBOUNCE_MS,
  );

  const query: VisitListQuery = {
    ...address,
    ...(SORTABLE.has(sort.key) ? { sort: sort.key as VisitSort, order: sort.direction } : {}),
  };
  const list = salesVisitsApi.useList(query);
  const remove = salesVisitsApi.useDelete();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ visit: SalesVisit | null } | null>(null);
  const [recording, setRecording] = useState<SalesVisit | null>(null);
  const [filing, setFiling] = useState<SalesVisit | null>(null);
  const [exporting, setExporting] = useState(false);
  const isFiltered =
    address.status !== undefined ||
    address.salesPersonId !== undefined ||
    address.plannedFrom !== undefined ||
    address.plannedTo !== undefined ||
    address.search !== undefined;

  const describe = (v: SalesVisit) => `${v.purpose} (${formatDateTime(v.plannedAt)})`;
  const askDelete = async (v: SalesVisit) => {
    const message = `Delete the visit '${describe(v)}'? Its files are deleted with it.`;
    if (await confirm({ message, confirmLabel: 'Delete' })) remove.mutate(v.id);
  };

  const columns: DataTableColumn<SalesVisit>[] = [
    {
      key: 'plannedAt',
      header: 'Planned',
      sortable: true,
      render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.plannedAt)}</span>,
    },
    { key: 'salesPerson', header: 'Sales person', render: (v) => v.salesPerson.fullName },
    {
      key: 'party',
      header: 'Lead / customer',
      render: (v) => {
        const party = salesPartyOf(v);
        return party ? salesPartyLabel(party) : '—';
      },
    },
    {
      key: 'purpose',
      // The place under the purpose keeps the table inside a laptop's width beside the row actions.
      header: 'Purpose / location',
      render: (v) => (
        <>
          <Text size="sm">{v.purpose}</Text>
          {v.location ? (
            <Text size="xs" c="dimmed">
              {v.location}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (v) => (
        <Badge variant="light" color={STATUS_COLORS[v.status]}>
          {SALES_VISIT_STATUS_LABELS[v.status]}
        </Badge>
      ),
    },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (v) => (
        <Text size="sm" lineClamp={2}>
          {v.outcome ?? '—'}
        </Text>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between">
        <Title order={1}>Sales Visits</Title>
        <Group gap="xs">
          <Button component={Link} to={SALES_ROUTES.visitReport} variant="default">
            Report
          </Button>
          <Button
            variant="default"
            loading={exporting}
            onClick={() => {
              setExporting(true);
              exportSalesVisits(query)
                .catch(() => undefined)
                .finally(() => setExporting(false));
            }}
          >
            Export
          </Button>
          {can.create ? <Button onClick={() => setEditing({ visit: null })}>Plan visit</Button> : null}
        </Group>
      </Group>
      <DataTable
        label="Sales visits"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        isError={list.isError}
        rowKey={(v) => v.id}
        emptyText={isFiltered ? 'No visit matches these filters.' : 'No sales visits yet.'}
        page={address.page}
        onPageChange={(page) => go({ ...readVisitAddress(params), page })}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          go({ ...readVisitAddress(params), page: 1 });
        }}
        rowActions={{
          name: describe,
          of: (v) => [
            can.update && v.status === SALES_VISIT_STATUS.planned
              ? {
                  label: 'Record outcome',
                  name: `Record outcome of ${describe(v)}`,
                  onClick: () => setRecording(v),
                }
              : null,
            can.update
              ? { label: 'Edit', name: `Edit ${describe(v)}`, onClick: () => setEditing({ visit: v }) }
              : null,
            {
              label: v.fileCount > 0 ? `Files (${v.fileCount})` : 'Files',
              name: `Files of ${describe(v)}`,
              onClick: () => setFiling(v),
            },
            can.delete
              ? {
                  label: 'Delete',
                  name: `Delete ${describe(v)}`,
                  color: 'red',
                  onClick: () => void askDelete(v),
                }
              : null,
          ],
        }}
        toolbar={
          <>
            <TextInput
              label="Search visits"
              placeholder="Purpose, place, person, lead or customer"
              value={searchInput}
              onChange={(event) => {
                setSearchInput(event.currentTarget.value);
                emitSearch(event.currentTarget.value);
              }}
            />
            <FilterSelect
              label="Status"
              allLabel="All statuses"
              codes={SALES_VISIT_STATUSES}
              labels={SALES_VISIT_STATUS_LABELS}
              value={address.status}
              onChange={setFilter('status')}
            />
            <SalesPersonFilter value={address.salesPersonId} onChange={setFilter('salesPersonId')} />
            <DateFilter
              label="Planned from"
              value={address.plannedFrom}
              onChange={setFilter('plannedFrom')}
            />
            <DateFilter label="Planned to" value={address.plannedTo} onChange={setFilter('plannedTo')} />
          </>
        }
      />
      <VisitFormModal
        opened={editing !== null}
        record={editing?.visit ?? null}
        onClose={() => setEditing(null)}
      />
      <VisitOutcomeModal visit={recording} onClose={() => setRecording(null)} />
      <VisitFilesModal visit={filing} canChange={can.update} onClose={() => setFiling(null)} />
      {dialog}
    </>
  );
}
