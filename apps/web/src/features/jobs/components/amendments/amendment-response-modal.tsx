import {
  type JobAmendment,
  type JobAmendmentResponse,
  jobAmendmentResponseSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RecordFormModal } from '../../../../components/company-records';
import { applyServerErrors } from '../../../../components/data-table';
import { useRespondToAmendment } from '../../api/job-amendments-respond';

export type AmendmentDecision = JobAmendmentResponse['decision'];

/**
 * Operations' answer to an open request, at the version it read: approving changes the booking
 * (said before it is sent); rejecting needs remarks for the customer.
 */
export function AmendmentResponseModal({
  jobId,
  amendment,
  decision,
  onClose,
}: {
  jobId: number;
  amendment: JobAmendment | null;
  decision: AmendmentDecision;
  onClose: () => void;
}) {
  const respond = useRespondToAmendment();
  const form = useForm<JobAmendmentResponse>({
    resolver: zodResolver(jobAmendmentResponseSchema),
    defaultValues: { decision, version: 0, remarks: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (amendment) reset({ decision, version: amendment.version, remarks: '' });
  }, [amendment, decision, reset]);

  const approving = decision === 'approved';
  const onSubmit = form.handleSubmit(async (body) => {
    if (!amendment) return;
    try {
      await respond.mutateAsync({ jobId, amendmentId: amendment.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['remarks', 'decision']);
    }
  });

  return (
    <RecordFormModal
      opened={amendment !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={form.formState.isSubmitting}
      title={approving ? 'Approve amendment' : 'Reject amendment'}
      submitLabel={approving ? 'Approve and change the booking' : 'Reject'}
      submitColor={approving ? undefined : 'red'}
    >
      <Text size="sm">
        {approving
          ? `The booking's ${amendment?.fields.join(', ').toLowerCase()} will be replaced by what the customer asked. This cannot be undone.`
          : 'The booking stays as it is. Tell the customer why.'}
      </Text>
      <Textarea
        label={approving ? 'Remarks' : 'Reason for the customer'}
        withAsterisk={!approving}
        rows={3}
        data-autofocus
        {...form.register('remarks')}
        error={form.formState.errors.remarks?.message}
      />
    </RecordFormModal>
  );
}
