import { type Invoice, invoicePaymentRequestSchema } from '@fastforward/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, useModalForm } from '../../../../components/company-records';
import { useRecordInvoicePayment } from '../../api/invoice-payment';

type PaymentValues = { paidOn: string; amount: string; reference: string; remarks: string };
const FIELDS = ['paidOn', 'amount', 'reference', 'remarks'] as const;

const today = () => new Date().toLocaleDateString('en-CA');

/** Money received against an issued invoice or debit note: date, amount (the balance by default), reference. */
export function InvoicePaymentModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const record = useRecordInvoicePayment();
  const { form, modal } = useModalForm({
    opened,
    onClose,
    schema: invoicePaymentRequestSchema,
    startValues: (): PaymentValues => ({
      paidOn: today(),
      amount: invoice.balance,
      reference: '',
      remarks: '',
    }),
    startKey: invoice.balance,
    fieldNames: FIELDS,
    save: (body) => record.mutateAsync({ id: invoice.id, body }),
  });
  const { formState, register } = form;
  const { errors } = formState;

  return (
    <RecordFormModal
      {...modal}
      title={`Record payment of ${invoice.number ?? 'invoice'}`}
      submitLabel="Record payment"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Paid on"
          withAsterisk
          {...register('paidOn')}
          error={errors.paidOn?.message}
        />
        <TextInput
          label={`Amount (${invoice.currency})`}
          description={`Balance: ${invoice.currency} ${invoice.balance}`}
          inputMode="decimal"
          withAsterisk
          data-autofocus
          {...register('amount')}
          error={errors.amount?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Reference"
        description="Bank transfer, cheque or receipt number"
        withAsterisk
        {...register('reference')}
        error={errors.reference?.message}
      />
      <Textarea label="Remarks" rows={2} {...register('remarks')} error={errors.remarks?.message} />
    </RecordFormModal>
  );
}
