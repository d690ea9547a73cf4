import { type Invoice, invoiceCreditNoteRequestSchema } from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RecordFormModal, useModalForm } from '../../../../components/company-records';
import { useCreateCreditNote } from '../../api/invoice-credit-note';

type CreditValues = { amount: string | undefined; reason: string };
const FIELDS = ['amount', 'reason'] as const;

/**
 * A credit note against an issued invoice or debit note: an amount off its balance (tax included),
 * or all of it (left empty), which cancels an unpaid invoice. Opens the credit note once issued.
 */
export function InvoiceCreditNoteModal({
  invoice,
  opened,
  onClose,
  notePath,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  /** The page of the note issued. */
  notePath: (id: number) => string;
}) {
  const create = useCreateCreditNote();
  const navigate = useNavigate();
  const { form, modal } = useModalForm({
    opened,
    onClose,
    schema: invoiceCreditNoteRequestSchema,
    startValues: (): CreditValues => ({ amount: undefined, reason: '' }),
    fieldNames: FIELDS,
    save: (body) => create.mutateAsync({ id: invoice.id, body }),
    onSaved: (note) => void navigate(notePath(note.id)),
  });
  const { formState, register } = form;
  const { errors } = formState;

  return (
    <RecordFormModal
      {...modal}
      title={`Credit note against ${invoice.number ?? 'invoice'}`}
      submitLabel="Issue credit note"
      submitColor="red"
    >
      <Text size="sm">
        A credit note is issued at once with its PDF and cannot be withdrawn. Crediting the whole balance (
        {invoice.currency} {invoice.balance}) cancels an unpaid invoice.
      </Text>
      <TextInput
        label={`Amount (${invoice.currency}, tax included)`}
        description="Leave empty to credit the whole balance"
        inputMode="decimal"
        data-autofocus
        {...register('amount', { setValueAs: (v: string | undefined) => (v ? v : undefined) })}
        error={errors.amount?.message}
      />
      <Textarea label="Reason" withAsterisk rows={2} {...register('reason')} error={errors.reason?.message} />
    </RecordFormModal>
  );
}
