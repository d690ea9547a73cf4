import { type BankAccount, COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { RecordsPage } from '../../../components/company-records';
import type { DataTableColumn } from '../../../components/data-table';
import { useCan } from '../../../lib/permissions';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/get-bank-accounts';
import { useSetDefaultBankAccount } from '../api/set-default-bank-account';
import { BankAccountDocumentModal } from '../components/bank-account-document-modal';
import { BankAccountFormModal } from '../components/bank-account-form-modal';

const COLUMNS: DataTableColumn<BankAccount>[] = [
  {
    key: 'bankName',
    header: 'Bank',
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

const API = { useList: useBankAccounts, useDelete: useDeleteBankAccount };

const describe = (a: BankAccount) => `${a.bankName} ${a.accountNumber}`;

/** /dashboard/companySettings/bank-details */
export function BankDetailsPage() {
  const makeDefault = useSetDefaultBankAccount();
  const canUpdate = useCan(COMPANY_SETTINGS_ACCESS.update);
  const [documentOf, setDocumentOf] = useState<BankAccount | null>(null);
  // The bank detail document: its name opens it; an account without one offers the upload.
  const documentColumn: DataTableColumn<BankAccount> = {
    key: 'document',
    header: 'Document',
    render: (a) =>
      a.document || canUpdate ? (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => setDocumentOf(a)}
          aria-label={`${a.document ? 'Open' : 'Upload'} the bank detail document of ${describe(a)}`}
        >
          {a.document ? a.document.originalName : 'Upload'}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  };
  return (
    <>
      <RecordsPage<BankAccount>
        title="Bank Details"
        tableLabel="Bank accounts"
        noun="bank account"
        api={API}
        access={COMPANY_SETTINGS_ACCESS}
        columns={[...COLUMNS, documentColumn]}
        sortKeys={['bankName', 'createdAt']}
        describe={describe}
        deleteQuestion={(a) =>
          a.isDefault
            ? `Delete the default account '${describe(a)}'? The oldest other account becomes the default.`
            : `Delete the account '${describe(a)}'?`
        }
        rowActions={
          canUpdate
            ? (a, slot) => [
                !a.isDefault && {
                  label: 'Make default',
                  name: `Make ${describe(a)} default`,
                  onClick: () => makeDefault.mutate(a.id),
                },
                slot.edit,
                slot.remove,
              ]
            : undefined
        }
        searchLabel="Search bank accounts"
        searchPlaceholder="Bank, account name or number"
        emptyText="No bank accounts yet. The first one you add becomes the default."
        renderForm={(slot) => (
          <BankAccountFormModal opened={slot.opened} account={slot.record} onClose={slot.onClose} />
        )}
      />
      <BankAccountDocumentModal
        account={documentOf}
        describe={describe}
        canChange={canUpdate}
        onClose={() => setDocumentOf(null)}
      />
    </>
  );
}
