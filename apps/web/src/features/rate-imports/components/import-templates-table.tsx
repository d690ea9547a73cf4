import { type RateImportTemplate, VALID_RATES_ACCESS } from '@fastforward/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import {
  DataTable,
  type DataTableColumn,
  listTableProps,
  sortedListQuery,
  useDataTableState,
} from '../../../components/data-table';
import { useCan } from '../../../lib/permissions';
import { rateImportTemplatesApi, useDeleteRateImportTemplate } from '../api/rate-import-templates';

const COLUMNS: DataTableColumn<RateImportTemplate>[] = [
  { key: 'name', header: 'Name', sortable: true, render: (t) => t.name },
  { key: 'vendor', header: 'Vendor', render: (t) => t.vendorName ?? '—' },
  { key: 'sheets', header: 'Sheets', render: (t) => t.mapping.map((sheet) => sheet.name).join(', ') },
  {
    key: 'updatedAt',
    header: 'Saved',
    sortable: true,
    render: (t) => new Date(t.updatedAt).toLocaleDateString(),
  },
];

const INITIAL_SORT = { key: 'name', direction: 'asc' } as const;

/** The saved mappings: a vendor's reads its next sheet with the same headers without the mapping step. */
export function ImportTemplatesTable() {
  const state = useDataTableState(INITIAL_SORT);
  const list = rateImportTemplatesApi.useList(sortedListQuery<'name' | 'updatedAt'>(state, INITIAL_SORT));
  const canDelete = useCan(VALID_RATES_ACCESS.delete);
  const remove = useDeleteRateImportTemplate();
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = async (template: RateImportTemplate) => {
    const whose = template.vendorName
      ? ` The next sheets of ${template.vendorName} will need their mapping again.`
      : '';
    if (
      !(await confirm({ message: `Delete the template '${template.name}'?${whose}`, confirmLabel: 'Delete' }))
    ) {
      return;
    }
    remove.mutate(template.id);
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Vendor templates
      </Title>
      <Text size="sm" c="dimmed">
        Saved from the mapping step ("Save as template"); one per vendor.
      </Text>
      <DataTable<RateImportTemplate>
        label="Vendor templates"
        columns={COLUMNS}
        rowKey={(t) => t.id}
        emptyText="No saved templates yet."
        {...listTableProps(state, list)}
        rowActions={
          canDelete
            ? {
                of: (t) => [
                  {
                    label: 'Delete',
                    name: `Delete ${t.name}`,
                    color: 'red',
                    onClick: () => void askDelete(t),
                  },
                ],
                name: (t) => t.name,
              }
            : undefined
        }
      />
      {dialog}
    </Stack>
  );
}
