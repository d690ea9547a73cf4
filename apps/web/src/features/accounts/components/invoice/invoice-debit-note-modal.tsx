import {
  type Invoice,
  type InvoiceDebitNoteRequest,
  invoiceDebitNoteRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RecordFormModal } from '../../../../components/company-records';
import { applyServerErrors } from '../../../../components/data-table';
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
  const form = useForm<DebitValues, unknown, InvoiceDebitNoteRequest>({
    resolver: zodResolver(invoiceDebitNoteRequestSchema as never) as unknown as Resolver<
      DebitValues,
      unknown,
      InvoiceDebitNoteRequest
    >,
  });
  const { reset, formState, register } = form;
  const { errors } = formState;
  useEffect(() => {
    if (opened) reset({ amount: '', reason: '' });
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const note = await create.mutateAsync({ id: invoice.id, body });
      onClose();
      void navigate(notePath(note.id));
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
      title={`Debit note against ${invoice.number ?? 'invoice'}`}
      submitLabel="Issue debit note"
    >
      <Text size="sm">
        The debit note is issued at once with its PDF; tax at {Number(invoice.taxRate)}% is added.
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
