import { type BankAccount, type BankAccountRequest, bankAccountRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { CodeField } from '../../../components/company-records';
import { applyServerErrors } from '../../../components/data-table';
import { CurrencyPicker } from '../../../components/pickers';
import { formText } from '../../../components/settings-frame';
import { useSaveBankAccount } from '../api/save-bank-account';

export type BankAccountFormModalProps = {
  opened: boolean;
  /** The account to edit; null for a new one. */
  account: BankAccount | null;
  onClose: () => void;
};

type Field = { name: Path<BankAccountRequest>; label: string; required?: boolean; upperCase?: boolean };

const FIELDS: readonly Field[] = [
  { name: 'bankName', label: 'Bank name', required: true },
  { name: 'accountName', label: 'Account name', required: true },
  { name: 'accountNumber', label: 'Account number', required: true },
  { name: 'iban', label: 'IBAN', upperCase: true },
  { name: 'swiftCode', label: 'SWIFT/BIC', upperCase: true },
  { name: 'branch', label: 'Branch' },
];
const FIELD_NAMES = [...FIELDS.map((f) => f.name), 'currency' as const];

const EMPTY: BankAccountRequest = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  iban: '',
  swiftCode: '',
  branch: '',
  currency: '',
};

const toFormValues = (account: BankAccount | null): BankAccountRequest =>
  account
    ? {
        bankName: account.bankName,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        iban: formText(account.iban),
        swiftCode: formText(account.swiftCode),
        branch: formText(account.branch),
        currency: account.currency,
      }
    : EMPTY;

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Create or edit a bank account; the server's schema validates the form too. */
export function BankAccountFormModal({ opened, account, onClose }: BankAccountFormModalProps) {
  const save = useSaveBankAccount();
  const form = useForm<BankAccountRequest>({
    resolver: zodResolver(bankAccountRequestSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) reset(toFormValues(account));
  }, [opened, account, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: account?.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELD_NAMES);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={account ? 'Edit bank account' : 'New bank account'}
      size="lg"
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field, index) => (
            <TextInput
              key={field.name}
              label={field.label}
              withAsterisk={field.required}
              data-autofocus={index === 0 ? true : undefined}
              {...form.register(field.name, field.upperCase ? { setValueAs: upper } : undefined)}
              error={form.formState.errors[field.name]?.message}
            />
          ))}
          <CodeField
            control={form.control}
            name="currency"
            label="Currency"
            picker={CurrencyPicker}
            required
            placeholder="Choose a currency"
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
