import { type Job, type ReleaseDoRequest, releaseDoRequestSchema } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '../../../../components/data-table';
import { useReleaseDeliveryOrder } from '../../api/job-documents-release-do';
import { isStaleVersion, StaleJobAlert } from '../status/stale-version';

/**
 * Confirms releasing the delivery order at the version on screen: it is numbered from the DO
 * settings, generated, shared with the customer, and the job moves to DORE. It cannot be undone.
 */
export function ReleaseDoModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const release = useReleaseDeliveryOrder();
  const [failure, setFailure] = useState<'stale' | { title: string; text: string } | null>(null);
  const form = useForm<ReleaseDoRequest>({
    resolver: zodResolver(releaseDoRequestSchema),
    defaultValues: { version: job.version, remarks: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset({ version: job.version, remarks: '' });
      setFailure(null);
    }
  }, [opened, job.version, reset]);

  const onSubmit = form.handleSubmit(async ({ version, remarks }) => {
    setFailure(null);
    try {
      await release.mutateAsync({ jobId: job.id, body: { version, remarks: remarks ? remarks : null } });
      onClose();
    } catch (error) {
      if (isStaleVersion(error)) return setFailure('stale');
      const placement = placeServerErrors(error, ['remarks'] as const);
      if (!placement) return;
      for (const { field, message } of placement.fields) form.setError(field, { type: 'server', message });
      if (placement.dialog) setFailure(placement.dialog);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Release the delivery order" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text>
            Release the delivery order of {job.reference}? It is numbered from the DO settings, generated as a
            PDF and shared with the customer, and the job moves to DORE (delivery order released). This cannot
            be undone.
          </Text>
          <Textarea
            label="Remarks"
            description="Shown in the job's timeline"
            rows={3}
            data-autofocus
            {...form.register('remarks')}
            error={form.formState.errors.remarks?.message}
          />
          {failure === 'stale' ? <StaleJobAlert jobId={job.id} onReloaded={onClose} /> : null}
          {failure && failure !== 'stale' ? (
            <Alert color="red" title={failure.title} role="alert">
              {failure.text}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Release DO
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
