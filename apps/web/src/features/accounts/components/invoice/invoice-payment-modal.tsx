import { type Invoice, type InvoicePaymentRequest, invoicePaymentRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { RecordFormModal } from '../../../../components/company-records';
import { applyServerErrors } from '../../../../components/data-table';
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
  const form = useForm<PaymentValues, unknown, InvoicePaymentRequest>({
    resolver: zodResolver(invoicePaymentRequestSchema as never) as unknown as Resolver<
      PaymentValues,
      unknown,
      InvoicePaymentRequest
    >,
  });
  const { reset, formState, register } = form;
  const { errors } = formState;
  useEffect(() => {
    if (opened) reset({ paidOn: today(), amount: invoice.balance, reference: '', remarks: '' });
  }, [opened, invoice.balance, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ id: invoice.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={formState.isSubmitting}
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
