import { Alert, Button, Group, Textarea, type TextareaProps } from '@mantine/core';
import { placeServerErrors } from '../../../../components/data-table';
import { isStaleVersion, StaleJobAlert } from './stale-version';

/** Why a job's write was refused, shown in its modal: a stale copy, or the server's words. */
export type JobWriteFailure = 'stale' | { title: string; text: string } | null;

/**
 * Places a refused write: a stale version asks for a reload, an error naming a field goes under
 * it (`onField`), anything else shows in the modal.
 */
export function placeJobWriteError<F extends string>(
  error: unknown,
  fields: readonly F[],
  onField: (field: F, message: string, index: number) => void,
  setFailure: (failure: JobWriteFailure) => void,
) {
  if (isStaleVersion(error)) return setFailure('stale');
  const placement = placeServerErrors(error, fields);
  if (!placement) return;
  for (const [index, { field, message }] of placement.fields.entries()) onField(field, message, index);
  if (placement.dialog) setFailure(placement.dialog);
}

/** The remarks a job's move or release leaves in its timeline. */
export function TimelineRemarksField(props: TextareaProps) {
  return (
    <Textarea label="Remarks" description="Shown in the job's timeline" rows={3} data-autofocus {...props} />
  );
}

/** The end of a job's modal: why the last try was refused, then Cancel and the action. */
export function JobModalFooter({
  jobId,
  failure,
  onClose,
  isSubmitting,
  submitLabel,
  submitColor,
}: {
  jobId: number;
  failure: JobWriteFailure;
  onClose: () => void;
  isSubmitting: boolean;
  submitLabel: string;
  submitColor?: string;
}) {
  return (
    <>
      {failure === 'stale' ? <StaleJobAlert jobId={jobId} onReloaded={onClose} /> : null}
      {failure && failure !== 'stale' ? (
        <Alert color="red" title={failure.title} role="alert">
          {failure.text}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" color={submitColor} loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
