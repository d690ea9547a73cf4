import { type Invoice, invoiceDebitNoteRequestSchema } from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { RecordFormModal, useModalForm } from '../../../../components/company-records';
import { useCreateDebitNote } from '../../api/invoice-debit-note';

type DebitValues = { amount: string; reason: string };
const FIELDS = ['amount', 'reason'] as const;

/**
 * A debit note against an issued or paid invoice: one amount before tax (the invoice's rate is
 * added) and why. Issued at once, due by the payment terms, paid like an invoice.
 */
export function InvoiceDebitNoteModal({
  invoice,
  opened,
  onClose,
  notePath,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
  notePath: (id: number) => string;
}) {
  const create = useCreateDebitNote();
  const navigate = useNavigate();
  const { form, modal } = useModalForm({
    opened,
    onClose,
    schema: invoiceDebitNoteRequestSchema,
    startValues: (): DebitValues => ({ amount: '', reason: '' }),
    fieldNames: FIELDS,
    save: (body) => create.mutateAsync({ id: invoice.id, body }),
    onSaved: (note) => void navigate(notePath(note.id)),
  });
  const { formState, register } = form;
  const { errors } = formState;

  return (
    <RecordFormModal
      {...modal}
      title={`Debit note against ${invoice.number ?? 'invoice'}`}
      submitLabel="Issue debit note"
    >
      <Text size="sm">
        The debit note is issued at once with its PDF; the tax of the local charges’ default code (the
        standard rate unless Invoice Settings name another) is added.
      </Text>
      <TextInput
        label={`Amount (${invoice.currency}, before tax)`}
        inputMode="decimal"
        withAsterisk
        data-autofocus
        {...register('amount')}
        error={errors.amount?.message}
      />
      <Textarea
        label="Reason"
        description="Printed as the charge, e.g. Demurrage 2 days"
        withAsterisk
        rows={2}
        {...register('reason')}
        error={errors.reason?.message}
      />
    </RecordFormModal>
  );
}
