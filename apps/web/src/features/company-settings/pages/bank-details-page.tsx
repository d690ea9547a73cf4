import { type BankAccount, COMPANY_SETTINGS_ACCESS, hasAnyPermission } from '@fastforward/domain';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn, useDataTableState } from '../../../components/data-table';
import { getPermissions } from '../../../lib/session';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account';
import { BankAccountFormModal } from '../components/bank-account-form-modal';
import { SettingsFrame } from '../components/settings-frame';

const can = (action: 'view' | 'create' | 'update' | 'delete') =>
  hasAnyPermission(getPermissions(), COMPANY_SETTINGS_ACCESS[action]);

/** /dashboard/companySettings/bank-details */
export function BankDetailsPage() {
  return can('view') ? <BankDetailsList /> : <SettingsFrame title="Bank Details" canView={false} />;
}

function BankDetailsList() {
  const table = useDataTableState({ key: 'bankName', direction: 'asc' });
  const accounts = useBankAccounts({
    page: table.page,
    pageSize: table.pageSize,
    search: table.search,
    sort: table.sort?.key === 'createdAt' ? 'createdAt' : 'bankName',
    order: table.sort?.direction ?? 'asc',
  });
  const remove = useDeleteBankAccount();
  const makeDefault = useSetDefaultBankAccount();
  const { confirm, dialog } = useConfirmDialog();
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);

  const askDelete = async (account: BankAccount) => {
    const message = account.isDefault
      ? `Delete the default account '${account.bankName} ${account.accountNumber}'? The oldest other account becomes the default.`
      : `Delete the account '${account.bankName} ${account.accountNumber}'?`;
    if (await confirm({ message, confirmLabel: 'Delete' })) remove.mutate(account.id);
  };

  const canUpdate = can('update');
  const canDelete = can('delete');
  const columns: DataTableColumn<BankAccount>[] = [
    {
      key: 'bankName',
      header: 'Bank',
      sortable: true,
      render: (a) => (
        <Group gap="xs">
          {a.bankName}
          {a.isDefault ? (
            <Badge color="green" variant="light">
              Default
            </Badge>
          ) : null}
        </Group>
      ),
    },
    { key: 'accountName', header: 'Account name', render: (a) => a.accountName },
    { key: 'accountNumber', header: 'Account number', render: (a) => a.accountNumber },
    { key: 'swiftCode', header: 'SWIFT/BIC', render: (a) => a.swiftCode ?? '' },
    { key: 'currency', header: 'Currency', render: (a) => a.currency },
  ];
  if (canUpdate || canDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      render: (a) => (
        <Group gap="xs">
          {canUpdate && !a.isDefault ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => makeDefault.mutate(a.id)}
              aria-label={`Make ${a.bankName} ${a.accountNumber} default`}
            >
              Make default
            </Button>
          ) : null}
          {canUpdate ? (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing({ account: a })}
              aria-label={`Edit ${a.bankName} ${a.accountNumber}`}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => askDelete(a)}
              aria-label={`Delete ${a.bankName} ${a.accountNumber}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <Title order={1}>Bank Details</Title>
      <DataTable
        label="Bank accounts"
        columns={columns}
        data={accounts.data}
        rowKey={(a) => a.id}
        isLoading={accounts.isLoading}
        isError={accounts.isError}
        emptyText="No bank accounts yet. The first one you add becomes the default."
        page={table.page}
        onPageChange={table.setPage}
        onSearchChange={table.setSearch}
        searchLabel="Search bank accounts"
        searchPlaceholder="Bank, account name or number"
        sort={table.sort}
        onSortChange={table.setSort}
        toolbar={
          can('create') ? (
            <Button onClick={() => setEditing({ account: null })}>New bank account</Button>
          ) : null
        }
      />
      <BankAccountFormModal
        opened={editing !== null}
        account={editing?.account ?? null}
        onClose={() => setEditing(null)}
      />
      {dialog}
    </Stack>
  );
}
