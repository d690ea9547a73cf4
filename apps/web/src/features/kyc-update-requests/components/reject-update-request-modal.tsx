import { type KycUpdateRequestReject, kycUpdateRequestRejectSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useRejectUpdateRequest } from '../api/review-update-request';

export type RejectUpdateRequestModalProps = {
  /** The request to reject and its company; null when closed. */
  request: { id: number; companyName: string } | null;
  onClose: () => void;
};

/** Rejects an update request with a required reason, which the customer is told. */
export function RejectUpdateRequestModal({ request, onClose }: RejectUpdateRequestModalProps) {
  const reject = useRejectUpdateRequest();
  const form = useForm<KycUpdateRequestReject>({
    resolver: zodResolver(kycUpdateRequestRejectSchema),
    defaultValues: { reason: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    if (!request) return;
    try {
      await reject.mutateAsync({ id: request.id, body });
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <Modal opened={request !== null} onClose={onClose} title="Reject update request" centered>
      <form onSubmit={onSubmit} noValidate>
        <Text mb="sm">
          {request ? `${request.companyName} is told this reason; its details stay as they are.` : null}
        </Text>
        <Textarea
          label="Reason"
          withAsterisk
          rows={4}
          data-autofocus
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            Reject
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
