import type { RateImport } from '@fastforward/domain';
import { Anchor, Badge, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { createdAtColumn } from '../../../components/company-records';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  sortedListQuery,
  useDataTableState,
} from '../../../components/data-table';
import { rateImportsApi } from '../api/get-rate-imports';
import { IMPORT_STATUS_COLORS, IMPORT_STATUS_LABELS } from '../api/import-status';

/** The page's address for one import. */
export const importHref = (id: number) => `?import=${id}`;

const rowsText = (r: RateImport) => (r.report ? `${r.report.goodRows} good, ${r.report.badRows} bad` : '—');

const previewText = (r: RateImport) =>
  r.preview
    ? `${r.preview.new} new, ${r.preview.changed} changed, ${r.preview.unchanged} unchanged, ${r.preview.supersedes} supersedes`
    : '—';

const COLUMNS: DataTableColumn<RateImport>[] = [
  {
    key: 'fileName',
    header: 'File',
    sortable: true,
    render: (r) => (
      <Anchor component={Link} to={importHref(r.id)}>
        {r.fileName}
      </Anchor>
    ),
  },
  { key: 'vendor', header: 'Vendor', render: (r) => r.vendorName ?? '—' },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (r) => (
      <Badge variant="light" color={IMPORT_STATUS_COLORS[r.status]} miw="max-content">
        {IMPORT_STATUS_LABELS[r.status]}
      </Badge>
    ),
  },
  { key: 'rows', header: 'Rows', render: rowsText },
  { key: 'preview', header: 'Rates', render: previewText },
  { ...createdAtColumn<RateImport>('Date'), sortable: true },
];

const INITIAL_SORT = { key: 'createdAt', direction: 'desc' } as const;

/** The company's imports, newest first: each opens where it stands. */
export function PastImportsTable() {
  const state = useDataTableState(INITIAL_SORT);
  const list = rateImportsApi.useList(
    sortedListQuery<'createdAt' | 'fileName' | 'status'>(state, INITIAL_SORT),
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Past imports
      </Title>
      <DataTable<RateImport>
        label="Past imports"
        columns={COLUMNS}
        rowKey={(r) => r.id}
        emptyText="No imports yet."
        onSearchChange={state.setSearch}
        searchLabel="Search imports"
        searchPlaceholder="File or vendor"
        {...listTableProps(state, list)}
      />
    </Stack>
  );
}
