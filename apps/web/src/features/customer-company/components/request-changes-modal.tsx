import {
  type KycDetails,
  type KycUpdateRequestCreate,
  kycUpdateRequestCreateSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '../../../components/data-table';
import { KycDetailsFields, kycDetailsFormValues } from '../../../components/kyc-details';
import { showErrorDialog } from '../../../lib/dialogs';
import { useRequestKycUpdate } from '../api/request-kyc-update';

export type RequestChangesModalProps = {
  opened: boolean;
  /** The details as they are now: the form starts from them. */
  details: KycDetails;
  forwarderName: string;
  onClose: () => void;
};

/**
 * The details to change, prefilled with the current ones: the forwarder sees only what differs and
 * decides; nothing changes until then.
 */
export function RequestChangesModal({ opened, details, forwarderName, onClose }: RequestChangesModalProps) {
  const send = useRequestKycUpdate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<KycUpdateRequestCreate>({
    resolver: zodResolver(kycUpdateRequestCreateSchema),
    defaultValues: { details: kycDetailsFormValues(details), remarks: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (opened) {
      reset({ details: kycDetailsFormValues(details), remarks: '' });
      setFormError(null);
    }
  }, [opened, details, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await send.mutateAsync(body);
      onClose();
    } catch (error) {
      // 'details' as a whole ('Nothing to change') is said above the buttons; a field's under it.
      const placement = placeServerErrors(error, ['details', 'remarks'] as const);
      if (!placement) return;
      for (const { message } of placement.fields) setFormError(message);
      if (placement.dialog) void showErrorDialog(placement.dialog.title, placement.dialog.text);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Request changes" size="xl" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text c="dimmed" size="sm">
            Change what is no longer right. {forwarderName} reviews the differences; your details change when
            they approve them.
          </Text>
          <KycDetailsFields form={form} />
          <Textarea
            label="Remarks"
            description="Why the details change (optional)"
            rows={2}
            {...form.register('remarks')}
            error={form.formState.errors.remarks?.message}
          />
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
