import {
  type Job,
  type JobStatusCode,
  type JobStatusRequest,
  jobStatusRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateTimeInput } from '../../../../components/date-time-input';
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

/** A move's event as the form starts it: an actual event now, at the place the job's leg implies. */
const EMPTY_EVENT = { eventAt: null, eventClassifier: 'ACT', eventLocation: '' } as const;

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
    defaultValues: { ...EMPTY_EVENT, status: job.status, version: job.version, remarks: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (move) {
      reset({ ...EMPTY_EVENT, status: move.status, version: job.version, remarks: '' });
      setFailure(null);
    }
  }, [move, job.version, reset]);

  const onSubmit = form.handleSubmit(async ({ status, version, remarks, ...event }) => {
    setFailure(null);
    const note = remarks ? remarks : null;
    try {
      if (status === 'BLAP') await approveBl.mutateAsync({ id: job.id, body: { version, remarks: note } });
      else
        await moveStatus.mutateAsync({
          id: job.id,
          body: {
            status,
            version,
            remarks: note,
            eventAt: event.eventAt || null,
            eventClassifier: event.eventClassifier ?? 'ACT',
            eventLocation: event.eventLocation || null,
          },
        });
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        ['remarks', 'eventAt', 'eventClassifier', 'eventLocation'] as const,
        (field, message) => form.setError(field, { type: 'server', message }),
        setFailure,
      );
    }
  });

  const isFinal = move ? FINAL.includes(move.status) : false;
  const title = move?.status === 'BLAP' ? 'Approve the bill of lading' : `Move to ${move?.status ?? ''}`;
  return (
    <Modal opened={move !== null} onClose={onClose} title={title} size="lg" centered>
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
            {move.status === 'BLAP' ? null : (
              <Group align="flex-start" grow>
                <Controller
                  control={form.control}
                  name="eventAt"
                  render={({ field, fieldState }) => (
                    <DateTimeInput
                      label="Event time"
                      description="Left empty: now"
                      value={field.value ?? null}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="eventClassifier"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500}>
                        The event
                      </Text>
                      <SegmentedControl
                        aria-label="Actual or estimated"
                        value={field.value ?? 'ACT'}
                        onChange={field.onChange}
                        data={[
                          { value: 'ACT', label: 'Happened' },
                          { value: 'EST', label: 'Expected' },
                        ]}
                      />
                    </Stack>
                  )}
                />
                <TextInput
                  label="Place (UN/LOCODE)"
                  placeholder="e.g. AEJEA"
                  autoComplete="off"
                  {...form.register('eventLocation', { setValueAs: (v: string) => v.trim().toUpperCase() })}
                  error={form.formState.errors.eventLocation?.message}
                />
              </Group>
            )}
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
