import {
  formatWeightSlab,
  hasAnyPermission,
  MASTERS_ACCESS,
  WEIGHT_SLAB_SORT_KEYS,
  WEIGHT_UNITS,
  type WeightSlab,
  type WeightSlabListQuery,
  type WeightSlabType,
  type WeightUnit,
} from '@fastforward/domain';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteWeightSlab } from '../api/delete-weight-slab';
import { useWeightSlabs } from '../api/get-weight-slabs';
import { TYPE_OPTIONS, WeightSlabFormModal } from '../components/weight-slab-form-modal';

// The server decides; hiding what it would refuse keeps the page honest.
const can = (action: 'view' | 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), MASTERS_ACCESS[action]);

const TITLE = 'Weight Slabs';
type SortKey = WeightSlabListQuery['sort'];
const isSortKey = (key: string | undefined): key is SortKey =>
  (WEIGHT_SLAB_SORT_KEYS as readonly (string | undefined)[]).includes(key);
const typeLabel = (type: WeightSlabType) => TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

/** /dashboard/masters/weight-slabs */
export function WeightSlabsPage() {
  if (!can('view')) {
    return (
      <Stack>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed">You do not have permission to open {TITLE}.</Text>
      </Stack>
    );
  }
  return <WeightSlabsList />;
}

function WeightSlabsList() {
  const table = useDataTableState({ key: 'min', direction: 'asc' });
  const [type, setType] = useState<WeightSlabType | undefined>(undefined);
  const [unit, setUnit] = useState<WeightUnit | undefined>(undefined);
  const slabs = useWeightSlabs({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: isSortKey(table.sort?.key) ? table.sort.key : 'min',
    order: table.sort?.direction ?? 'asc',
    type,
    measurementIn: unit,
  });
  const remove = useDeleteWeightSlab();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ slab: WeightSlab | null } | null>(null);

  const askDelete = async (slab: WeightSlab) => {
    const message = `Delete the weight slab '${slab.name}' (${formatWeightSlab(slab)})?`;
    if (await confirm({ message, confirmLabel: 'Delete' })) remove.mutate(slab.id);
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<WeightSlab>[] = [
    { key: 'name', header: 'Name', sortable: true, render: (s) => s.name },
    { key: 'type', header: 'Type', render: (s) => typeLabel(s.type) },
    // SPEC §5 display rule, from the bounds themselves.
    { key: 'min', header: 'Weight range', sortable: true, render: (s) => formatWeightSlab(s) },
    { key: 'containerSize', header: 'Container size', render: (s) => s.containerSize?.size ?? '—' },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <Group gap="xs">
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ slab: s })}
              aria-label={`Edit ${s.name}`}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => askDelete(s)}
              aria-label={`Delete ${s.name}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ),
    });
  }

  const filtered = type !== undefined || unit !== undefined || table.search !== '';
  return (
    <Stack>
      <Title order={1}>{TITLE}</Title>
      <DataTable
        label="Weight slabs"
        columns={columns}
        data={slabs.data}
        rowKey={(s) => s.id}
        isLoading={slabs.isLoading}
        isError={slabs.isError}
        emptyText={
          filtered
            ? 'No weight slabs match the search and filters.'
            : 'No weight slabs yet. Add the weight bands your rates are quoted in.'
        }
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search weight slabs"
        searchPlaceholder="Slab name"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          <>
            <Select
              label="Filter by type"
              placeholder="Air and sea"
              clearable
              data={TYPE_OPTIONS}
              value={type ?? null}
              onChange={(next) => {
                setType((next as WeightSlabType | null) ?? undefined);
                table.resetPage();
              }}
            />
            <Select
              label="Filter by unit"
              placeholder="All units"
              clearable
              data={[...WEIGHT_UNITS]}
              value={unit ?? null}
              onChange={(next) => {
                setUnit((next as WeightUnit | null) ?? undefined);
                table.resetPage();
              }}
            />
            {can('create') ? (
              <Button onClick={() => setEditing({ slab: null })}>New weight slab</Button>
            ) : null}
          </>
        }
      />
      <WeightSlabFormModal
        opened={editing !== null}
        slab={editing?.slab ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
