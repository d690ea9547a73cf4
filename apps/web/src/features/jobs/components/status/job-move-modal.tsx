import {
  type Job,
  type JobStatusCode,
  type JobStatusRequest,
  jobStatusRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveJobBl } from '../../api/approve-job-bl';
import { useMoveJobStatus } from '../../api/move-job-status';
import { dcsaEventLabel, dcsaEventOf, jobStatusLabel } from './job-status-labels';
import {
  JobModalFooter,
  type JobWriteFailure,
  placeJobWriteError,
  TimelineRemarksField,
} from './job-write-modal';

/** A move the user picked, waiting for confirmation. */
export type PendingMove = { status: JobStatusCode; label: string };

const FINAL: readonly JobStatusCode[] = ['CLOS', 'CNCL'];

/** What follows a move, said before it is made. */
function consequence(job: Job, to: JobStatusCode) {
  if (to === 'BLAP') return 'The bill of lading is recorded as approved; the job stays where it is.';
  if (to === 'SPRE') return 'The space is released and the job goes back to queued.';
  if (FINAL.includes(to)) return 'This is final: the job cannot move again.';
  return `The job leaves ${job.status} (${jobStatusLabel(job.status)}).`;
}

/**
 * Confirms one move of the job (or the BL approval) with remarks for the timeline, at the version
 * on screen: a stale copy is refused and offered a reload; any other refusal shows in the modal.
 */
export function JobMoveModal({
  job,
  move,
  onClose,
}: {
  job: Job;
  move: PendingMove | null;
  onClose: () => void;
}) {
  const moveStatus = useMoveJobStatus();
  const approveBl = useApproveJobBl();
  const [failure, setFailure] = useState<JobWriteFailure>(null);
  const form = useForm<JobStatusRequest>({
    resolver: zodResolver(jobStatusRequestSchema),
    defaultValues: { status: job.status, version: job.version, remarks: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (move) {
      reset({ status: move.status, version: job.version, remarks: '' });
      setFailure(null);
    }
  }, [move, job.version, reset]);

  const onSubmit = form.handleSubmit(async ({ status, version, remarks }) => {
    setFailure(null);
    const note = remarks ? remarks : null;
    try {
      if (status === 'BLAP') await approveBl.mutateAsync({ id: job.id, body: { version, remarks: note } });
      else await moveStatus.mutateAsync({ id: job.id, body: { status, version, remarks: note } });
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        ['remarks'] as const,
        (field, message) => form.setError(field, { type: 'server', message }),
        setFailure,
      );
    }
  });

  const isFinal = move ? FINAL.includes(move.status) : false;
  const title = move?.status === 'BLAP' ? 'Approve the bill of lading' : `Move to ${move?.status ?? ''}`;
  return (
    <Modal opened={move !== null} onClose={onClose} title={title} centered>
      {move ? (
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <Text>
              {move.status === 'BLAP'
                ? `Approve the bill of lading of ${job.reference}?`
                : `Move ${job.reference} to ${move.status} (${move.label})?`}{' '}
              {consequence(job, move.status)} The customer is told in the app and by e-mail.
            </Text>
            <Text size="xs" c="dimmed">
              DCSA event: {dcsaEventLabel(dcsaEventOf(move.status))}
            </Text>
            <TimelineRemarksField
              {...form.register('remarks')}
              error={form.formState.errors.remarks?.message}
            />
            <JobModalFooter
              jobId={job.id}
              failure={failure}
              onClose={onClose}
              isSubmitting={form.formState.isSubmitting}
              submitLabel={move.status === 'BLAP' ? 'Approve BL' : `Move to ${move.status}`}
              submitColor={isFinal ? 'red' : undefined}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
