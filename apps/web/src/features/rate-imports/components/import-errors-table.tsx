import { DEFAULT_PAGE_SIZE, type ImportReport, type ImportRowError } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table';

const COLUMNS: DataTableColumn<ImportRowError>[] = [
  { key: 'row', header: 'Row', render: (e) => e.row },
  { key: 'column', header: 'Column', render: (e) => e.column },
  { key: 'field', header: 'Field', render: (e) => e.field },
  { key: 'reason', header: 'Reason', render: (e) => e.reason },
];

const SHEET_COLUMN: DataTableColumn<ImportRowError> = {
  key: 'sheet',
  header: 'Sheet',
  render: (e) => e.sheet,
};

/** The bad rows the report lists, a page at a time: where (sheet, row, column), which field, why. */
export function ImportErrorsTable({ report }: { report: ImportReport }) {
  const [page, setPage] = useState(1);
  const { errors, errorCount } = report;
  if (errorCount === 0) return null;
  const columns = new Set(errors.map((e) => e.sheet)).size > 1 ? [SHEET_COLUMN, ...COLUMNS] : COLUMNS;
  const start = (page - 1) * DEFAULT_PAGE_SIZE;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Errors
      </Title>
      {errorCount > errors.length ? (
        <Text size="sm" c="dimmed">
          The first {errors.length} of {errorCount} errors.
        </Text>
      ) : null}
      <DataTable<ImportRowError>
        label="Errors"
        columns={columns}
        data={{
          items: errors.slice(start, start + DEFAULT_PAGE_SIZE),
          total: errors.length,
          page,
          pageSize: DEFAULT_PAGE_SIZE,
        }}
        rowKey={(e) => `${e.sheet}:${e.row}:${e.column}:${e.field}`}
        isLoading={false}
        emptyText="No errors."
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
