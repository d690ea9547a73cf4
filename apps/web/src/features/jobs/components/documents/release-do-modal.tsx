import {
  type Job,
  RELEASE_DO_ON_CREDIT_ACCESS,
  type ReleaseDoRequest,
  releaseDoRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCan } from '../../../../lib/permissions';
import { useReleaseDeliveryOrder } from '../../api/job-documents-release-do';
import {
  JobModalFooter,
  type JobWriteFailure,
  placeJobWriteError,
  TimelineRemarksField,
} from '../status/job-write-modal';

/**
 * Confirms releasing the delivery order at the version on screen: it is numbered from the DO
 * settings, generated, shared with the customer, and the job moves to DORE. It cannot be undone.
 * The server holds it until the job is paid or the customer is within its credit (the refusal
 * names what is outstanding); accounts may release anyway with a reason the history keeps.
 */
export function ReleaseDoModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const release = useReleaseDeliveryOrder();
  const mayOverride = useCan(RELEASE_DO_ON_CREDIT_ACCESS);
  const [failure, setFailure] = useState<JobWriteFailure>(null);
  const form = useForm<ReleaseDoRequest>({
    resolver: zodResolver(releaseDoRequestSchema),
    defaultValues: { version: job.version, remarks: '', overrideReason: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) {
      reset({ version: job.version, remarks: '', overrideReason: '' });
      setFailure(null);
    }
  }, [opened, job.version, reset]);

  const onSubmit = form.handleSubmit(async ({ version, remarks, overrideReason }) => {
    setFailure(null);
    try {
      await release.mutateAsync({
        jobId: job.id,
        body: { version, remarks: remarks || null, ...(overrideReason ? { overrideReason } : {}) },
      });
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        ['remarks', 'overrideReason'] as const,
        (field, message) => form.setError(field, { type: 'server', message }),
        setFailure,
      );
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
          <TimelineRemarksField
            {...form.register('remarks')}
            error={form.formState.errors.remarks?.message}
          />
          {mayOverride ? (
            <Textarea
              label="Reason to release on credit"
              description="Only when the job is not paid and the customer is past its credit: kept in the job's history"
              rows={2}
              {...form.register('overrideReason')}
              error={form.formState.errors.overrideReason?.message}
            />
          ) : null}
          <JobModalFooter
            jobId={job.id}
            failure={failure}
            onClose={onClose}
            isSubmitting={form.formState.isSubmitting}
            submitLabel="Release DO"
          />
        </Stack>
      </form>
    </Modal>
  );
}
