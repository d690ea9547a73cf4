import { type VendorBillListItem, vendorBillPaymentRequestSchema } from '@fastforward/domain';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { RecordFormModal, useModalForm } from '../../../../components/company-records';
import { usePayVendorBill } from './costs-api';

type PaymentValues = { paidOn: string; amount: string; reference: string; remarks: string };
const FIELDS = ['paidOn', 'amount', 'reference', 'remarks'] as const;
const today = () => new Date().toLocaleDateString('en-CA');

/** Money paid to the vendor against an approved bill: date, amount (the balance by default), reference. */
export function VendorBillPaymentModal({
  jobId,
  bill,
  onClose,
}: {
  jobId: number;
  bill: VendorBillListItem | null;
  onClose: () => void;
}) {
  const pay = usePayVendorBill(jobId);
  const { form, modal } = useModalForm({
    opened: bill !== null,
    onClose,
    schema: vendorBillPaymentRequestSchema,
    startValues: (): PaymentValues => ({
      paidOn: today(),
      amount: bill?.balance ?? '',
      reference: '',
      remarks: '',
    }),
    startKey: bill?.id,
    fieldNames: FIELDS,
    save: (body) => pay.mutateAsync({ id: bill?.id ?? 0, body }),
  });
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <RecordFormModal
      {...modal}
      title={`Pay vendor bill ${bill?.billNumber ?? ''}`}
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
          label={`Amount (${bill?.currency ?? ''})`}
          description={bill ? `Balance: ${bill.currency} ${bill.balance}` : undefined}
          inputMode="decimal"
          withAsterisk
          data-autofocus
          {...register('amount')}
          error={errors.amount?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Reference"
        description="Bank transfer or cheque number"
        withAsterisk
        {...register('reference')}
        error={errors.reference?.message}
      />
      <Textarea label="Remarks" rows={2} {...register('remarks')} error={errors.remarks?.message} />
    </RecordFormModal>
  );
}
