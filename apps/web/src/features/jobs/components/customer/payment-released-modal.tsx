import {
  JOB_STATUS,
  type Job,
  type MyJobPaymentReleasedRequest,
  myJobPaymentReleasedRequestSchema,
} from '@fastforward/domain';
import { Text, TextInput } from '@mantine/core';
import { RecordFormModal, useRecordForm } from '../../../../components/company-records';
import { useReleaseMyJobPayment } from '../../api/my-jobs-payment-released';

type PaymentValues = { version: number; reference: string };

export type PaymentReleasedModalProps = {
  /** The job paid for; null while closed. */
  job: Job | null;
  onClose: () => void;
};

/**
 * The customer tells its forwarder it has paid (PREL). It cannot be taken back, so the modal is
 * the confirmation: it says so and sends only on its button. A stale copy or a job that moved on
 * meanwhile comes back in the error dialog.
 */
export function PaymentReleasedModal({ job, onClose }: PaymentReleasedModalProps) {
  const release = useReleaseMyJobPayment();
  const { form, modal } = useRecordForm<PaymentValues, MyJobPaymentReleasedRequest, Job>(
    { opened: job !== null, record: job, onClose },
    {
      api: {
        useSave: () => ({
          mutateAsync: ({ id, body }) => release.mutateAsync({ id: id ?? 0, body }),
        }),
      },
      schema: myJobPaymentReleasedRequestSchema,
      toFormValues: (open) => ({ version: open?.version ?? 0, reference: '' }),
      fieldNames: ['reference'],
    },
  );
  const { errors } = form.formState;

  return (
    <RecordFormModal {...modal} title="Payment released" submitLabel="Confirm payment released">
      <Text size="sm">
        {`Tell your forwarder that you have paid for job ${job?.reference ?? ''}. The job moves to “${JOB_STATUS.PREL}”; this cannot be undone.`}
      </Text>
      <TextInput
        label="Payment reference"
        description="The bank transfer or cheque reference, if you have one"
        {...form.register('reference', { setValueAs: (v: string) => (v.trim() === '' ? null : v) })}
        error={errors.reference?.message}
      />
    </RecordFormModal>
  );
}
