import {
  type CompanyRejectRequest,
  companyRejectRequestSchema,
  type VendorConversionRequest,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../components/data-table';
import { useRejectConversion } from '../api/decide-conversion';

/** Rejects a request with a required reason, which the vendor's administrators are e-mailed. */
export function RejectConversionModal({
  request,
  onClose,
}: {
  /** The request to reject; null when closed. */
  request: VendorConversionRequest | null;
  onClose: () => void;
}) {
  const reject = useRejectConversion();
  const form = useForm<CompanyRejectRequest>({
    resolver: zodResolver(companyRejectRequestSchema),
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
    <Modal opened={request !== null} onClose={onClose} title="Reject request" centered>
      <form onSubmit={onSubmit} noValidate>
        <Text mb="sm">
          {request
            ? `${request.companyName} stays a vendor; its administrators are e-mailed this reason.`
            : null}
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
