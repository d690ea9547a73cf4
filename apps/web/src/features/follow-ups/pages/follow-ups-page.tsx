import {
  CUSTOMERS_ACCESS,
  FOLLOW_UP_SORTS,
  FOLLOW_UP_STATUSES,
  type FollowUp,
  type FollowUpStatus,
  leadPagePath,
  SALES_ACCESS,
  SALES_ROUTES,
} from '@fastforward/domain';
import { Anchor, Badge, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DateFilter, FilterChip, FilterLink, FilterSelect } from '../../../components/company-records';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, type SortState } from '../../../components/data-table';
import { SalesPersonFilter } from '../../../components/pickers';
import { useCan } from '../../../lib/permissions';
import { followUpsApi, useFollowUp, useSetFollowUpStatus } from '../api/follow-ups-api';
import {
  type FollowUpFilters,
  readFollowUpFilters,
  writeFollowUpFilters,
} from '../components/follow-up-filters';
import { FollowUpFormModal } from '../components/follow-up-form-modal';

const STATUS_LABELS: Record<FollowUpStatus, string> = { open: 'Open', done: 'Done' };
const SORTABLE = new Set<string>(FOLLOW_UP_SORTS);
/** The address key of the follow-up whose form is open (a reminder's or the calendar's link). */
const OPEN_KEY = 'followUp';
const OVERDUE_ROW = 'var(--mantine-color-red-light)';

const dueLabel = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** SALES_ROUTES.followUps: the company's follow-ups, overdue ones highlighted, filtered by the address. */
export function FollowUpsPage() {
  const canView = useCan(SALES_ACCESS.view);
  return canView ? (
    <FollowUpsList />
  ) : (
    <Stack>
      <Title order={1}>Follow-ups</Title>
      <Text c="dimmed">You do not have permission to open Follow-ups.</Text>
    </Stack>
  );
}

type FormSlot = { opened: boolean; record: FollowUp | null };

function FollowUpsList() {
  const [params, setParams] = useSearchParams();
  const filters = readFollowUpFilters(params);
  const [sort, setSort] = useState<SortState | null>(null);
  const allowed = {
    create: useCan(SALES_ACCESS.create),
    update: useCan(SALES_ACCESS.update),
    delete: useCan(SALES_ACCESS.delete),
  };
  // The staff list is the Customers module's: without it the assignee is filtered from a row.
  const canPickStaff = useCan(CUSTOMERS_ACCESS.view);
  const [slot, setSlot] = useState<FormSlot>({ opened: false, record: null });
  const openId = Number(params.get(OPEN_KEY)) || undefined;
  const linked = useFollowUp(openId);
  const setStatus = useSetFollowUpStatus();
  const remove = followUpsApi.useDelete();
  const { confirm, dialog } = useConfirmDialog();

  /** A new address from the current one: the filters changed, back on page 1, the form's key kept. */
  const write = (next: FollowUpFilters, keep: URLSearchParams = params) => {
    const written = writeFollowUpFilters(next);
    const open = keep.get(OPEN_KEY);
    if (open) written.set(OPEN_KEY, open);
    setParams(written, { replace: true });
  };
  const setFilter =
    <K extends keyof FollowUpFilters>(key: K) =>
    (value: FollowUpFilters[K] | null | undefined) =>
      write({ ...filters, [key]: value ?? undefined, page: undefined });

  const query = {
    page: filters.page ?? 1,
    pageSize: filters.pageSize ?? 10,
    ...(sort && SORTABLE.has(sort.key) ? { sort: sort.key, order: sort.direction } : {}),
    ...Object.fromEntries(Object.entries(filters).filter(([key]) => key !== 'page' && key !== 'pageSize')),
  };
  const list = followUpsApi.useList(query);
  const items = list.data?.items ?? [];
  const isFiltered = Object.keys(filters).some((key) => key !== 'page' && key !== 'pageSize');

  const closeForm = () => {
    setSlot({ opened: false, record: null });
    if (params.has(OPEN_KEY)) {
      const next = new URLSearchParams(params);
      next.delete(OPEN_KEY);
      setParams(next, { replace: true });
    }
  };
  // A linked follow-up opens its form once it has loaded.
  const linkedRecord = openId !== undefined && linked.data?.id === openId ? linked.data : null;
  const formSlot = linkedRecord && !slot.opened ? { opened: true, record: linkedRecord } : slot;

  const askDelete = async (f: FollowUp) => {
    if (await confirm({ message: `Delete the follow-up "${f.title}"?`, confirmLabel: 'Delete' })) {
      remove.mutate(f.id);
    }
  };

  const leadName = items.find((f) => f.lead?.id === filters.leadId)?.lead?.name;
  const customerName = items.find((f) => f.customer?.id === filters.customerCompanyId)?.customer?.name;
  const assigneeName = items.find((f) => f.assignee.id === filters.assigneeId)?.assignee.fullName;

  const columns: DataTableColumn<FollowUp>[] = [
    {
      key: 'title',
      header: 'Title',
      sortable: true,
      render: (f) => (
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {f.title}
          </Text>
          {f.notes ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {f.notes}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'dueAt',
      header: 'Due',
      sortable: true,
      render: (f) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c={f.isOverdue ? 'red' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {dueLabel(f.dueAt)}
          </Text>
          {f.isOverdue ? (
            <Badge color="red" variant="filled" size="sm">
              Overdue
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (f) => (
        <Badge color={f.status === 'done' ? 'green' : 'blue'} variant="light">
          {STATUS_LABELS[f.status]}
        </Badge>
      ),
    },
    {
      key: 'assignee',
      header: 'Assigned to',
      render: (f) => (
        <FilterLink
          onClick={() => setFilter('assigneeId')(f.assignee.id)}
          title={`Show only ${f.assignee.fullName}'s follow-ups`}
        >
          {f.assignee.fullName}
        </FilterLink>
      ),
    },
    {
      key: 'about',
      header: 'About',
      render: (f) =>
        f.lead ? (
          <Group gap={4} wrap="nowrap">
            <Anchor component={Link} to={leadPagePath(f.lead.id)} size="sm">
              {f.lead.name}
            </Anchor>
            <FilterLink
              onClick={() => setFilter('leadId')(f.lead?.id)}
              title={`Show only the follow-ups of ${f.lead.name}`}
            >
              (filter)
            </FilterLink>
          </Group>
        ) : f.customer ? (
          <FilterLink
            onClick={() => setFilter('customerCompanyId')(f.customer?.id)}
            title={`Show only the follow-ups of ${f.customer.name}`}
          >
            {f.customer.name}
          </FilterLink>
        ) : (
          '—'
        ),
    },
  ];

  const chips: ReactNode[] = [];
  const chip = (key: 'leadId' | 'customerCompanyId' | 'assigneeId', name: string, label: string) =>
    chips.push(<FilterChip key={key} name={name} label={label} onRemove={() => setFilter(key)(undefined)} />);
  if (filters.leadId) chip('leadId', 'lead', `Lead: ${leadName ?? `#${filters.leadId}`}`);
  if (filters.customerCompanyId) {
    chip('customerCompanyId', 'customer', `Customer: ${customerName ?? `#${filters.customerCompanyId}`}`);
  }
  if (filters.assigneeId && !canPickStaff) {
    chip('assigneeId', 'assignee', `Assigned to: ${assigneeName ?? `#${filters.assigneeId}`}`);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Follow-ups</Title>
        <Group>
          <Button component={Link} to={SALES_ROUTES.calendar} variant="default">
            Calendar
          </Button>
          {allowed.create ? (
            <Button onClick={() => setSlot({ opened: true, record: null })}>New follow-up</Button>
          ) : null}
        </Group>
      </Group>
      <DataTable
        label="Follow-ups"
        columns={columns}
        data={list.data}
        isLoading={list.isLoading}
        isError={list.isError}
        page={query.page}
        onPageChange={(page) => write({ ...filters, page: page > 1 ? page : undefined })}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          write({ ...filters, page: undefined });
        }}
        rowKey={(f) => f.id}
        rowColor={(f) => (f.isOverdue ? OVERDUE_ROW : undefined)}
        emptyText={isFiltered ? 'No follow-up matches these filters.' : 'No follow-ups yet.'}
        initialSearch={filters.search}
        onSearchChange={(search) => setFilter('search')(search || undefined)}
        searchLabel="Search follow-ups"
        searchPlaceholder="Title, notes, lead, customer or person"
        toolbar={
          <>
            <FilterSelect
              label="Status"
              allLabel="Open and done"
              codes={FOLLOW_UP_STATUSES}
              labels={STATUS_LABELS}
              value={filters.status}
              onChange={setFilter('status')}
            />
            <Checkbox
              label="Overdue only"
              checked={filters.overdue === 'true'}
              onChange={(event) => setFilter('overdue')(event.currentTarget.checked ? 'true' : undefined)}
              mb={8}
            />
            {canPickStaff ? (
              <SalesPersonFilter
                label="Assigned to"
                value={filters.assigneeId}
                onChange={setFilter('assigneeId')}
              />
            ) : null}
            <DateFilter label="Due from" value={filters.dueFrom} onChange={setFilter('dueFrom')} />
            <DateFilter label="Due to" value={filters.dueTo} onChange={setFilter('dueTo')} />
            {chips.length > 0 ? (
              <Group gap="xs" align="flex-end">
                {chips}
              </Group>
            ) : null}
          </>
        }
        rowActions={{
          name: (f) => f.title,
          of: (f) => [
            allowed.update && {
              label: 'Edit',
              name: `Edit ${f.title}`,
              onClick: () => setSlot({ opened: true, record: f }),
            },
            allowed.update && {
              label: f.status === 'open' ? 'Mark done' : 'Reopen',
              name: `${f.status === 'open' ? 'Mark done' : 'Reopen'} ${f.title}`,
              color: f.status === 'open' ? 'green' : undefined,
              onClick: () => setStatus.mutate({ id: f.id, status: f.status === 'open' ? 'done' : 'open' }),
            },
            allowed.delete && {
              label: 'Delete',
              name: `Delete ${f.title}`,
              color: 'red',
              onClick: () => void askDelete(f),
            },
          ],
        }}
      />
      {linked.isError ? (
        <Text c="red" role="alert">
          That follow-up was not found.
        </Text>
      ) : null}
      <FollowUpFormModal opened={formSlot.opened} record={formSlot.record} onClose={closeForm} />
      {dialog}
    </Stack>
  );
}
