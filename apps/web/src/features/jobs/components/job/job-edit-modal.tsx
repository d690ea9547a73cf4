import {
  type Job,
  type JobUpdateRequest,
  jobUpdateRequestSchema,
  STAFF_PICKER_ACCESS,
} from '@fastforward/domain';
import { Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { SalesPersonSelect } from '../../../../components/pickers';
import { useCan } from '../../../../lib/permissions';
import { getLoggedInUserId } from '../../../../lib/session';
import { useUpdateJob } from '../../api/update-job';
import { JobModalFooter } from '../status/job-write-modal';
import { useJobForm } from './use-job-form';

const FIELDS = ['assignedTo', 'etd', 'eta'] as const;

const startValues = (job: Job): JobUpdateRequest => ({
  version: job.version,
  assignedTo: job.assignedTo?.id ?? null,
  etd: job.etd,
  eta: job.eta,
});

/**
 * Without the staff list (STAFF_PICKER_ACCESS: Customers, Sales or Operations view), the user can take the job, leave it with whom it
 * is, or leave it unassigned.
 */
function AssigneeChoice({
  job,
  value,
  onChange,
  error,
}: {
  job: Job;
  value: number | null | undefined;
  onChange: (id: number | null) => void;
  error: string | undefined;
}) {
  const me = getLoggedInUserId();
  const current = job.assignedTo && job.assignedTo.id !== me ? job.assignedTo : null;
  return (
    <NativeSelect
      label="Assigned to"
      value={value == null ? '' : String(value)}
      error={error}
      data={[
        { value: '', label: 'Nobody' },
        ...(Number.isInteger(me) ? [{ value: String(me), label: 'Me' }] : []),
        ...(current ? [{ value: String(current.id), label: current.fullName }] : []),
      ]}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
    />
  );
}

/** Who handles the job and the carrier's ETD and ETA, saved at the version on screen. */
export function JobEditModal({ job, opened, onClose }: { job: Job; opened: boolean; onClose: () => void }) {
  const update = useUpdateJob();
  const canPickStaff = useCan(STAFF_PICKER_ACCESS);
  const { form, failure, onSubmit } = useJobForm<JobUpdateRequest>({
    job,
    opened,
    onClose,
    schema: jobUpdateRequestSchema,
    startValues,
    fields: FIELDS,
    save: (body) => update.mutateAsync({ id: job.id, body }),
  });

  const { errors } = form.formState;
  const dateField = (name: 'etd' | 'eta', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          type="date"
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value || null)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${job.reference}`} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="assignedTo"
            render={({ field }) =>
              canPickStaff ? (
                <SalesPersonSelect
                  label="Assigned to"
                  placeholder="Nobody"
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.assignedTo?.message}
                />
              ) : (
                <AssigneeChoice
                  job={job}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.assignedTo?.message}
                />
              )
            }
          />
          <SimpleGrid cols={2}>
            {dateField('etd', 'ETD')}
            {dateField('eta', 'ETA')}
          </SimpleGrid>
          <JobModalFooter
            jobId={job.id}
            failure={failure}
            onClose={onClose}
            isSubmitting={form.formState.isSubmitting}
            submitLabel="Save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
