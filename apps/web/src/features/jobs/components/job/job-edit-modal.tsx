import {
  CUSTOMERS_ACCESS,
  type Job,
  type JobUpdateRequest,
  jobUpdateRequestSchema,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { SalesPersonSelect } from '../../../../components/pickers';
import { useCan } from '../../../../lib/permissions';
import { getLoggedInUserId } from '../../../../lib/session';
import { useUpdateJob } from '../../api/update-job';
import { JobModalFooter, type JobWriteFailure, placeJobWriteError } from '../status/job-write-modal';

const FIELDS = ['assignedTo', 'etd', 'eta'] as const;

const startValues = (job: Job): JobUpdateRequest => ({
  version: job.version,
  assignedTo: job.assignedTo?.id ?? null,
  etd: job.etd,
  eta: job.eta,
});

/**
 * Without the staff list (the Customers module's), the user can take the job, leave it with whom it
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
  const { version } = job;
  const canPickStaff = useCan(CUSTOMERS_ACCESS.view);
  const [failure, setFailure] = useState<JobWriteFailure>(null);
  const form = useForm<JobUpdateRequest>({
    resolver: zodResolver(jobUpdateRequestSchema),
    defaultValues: startValues(job),
  });
  const { reset } = form;
  // The latest job, so a background refetch of the same version does not wipe what is being typed.
  const latest = useRef(job);
  latest.current = job;
  useEffect(() => {
    if (opened && version >= 0) {
      reset(startValues(latest.current));
      setFailure(null);
    }
  }, [opened, version, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: job.id, body });
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        FIELDS,
        (field, message, index) =>
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        setFailure,
      );
    }
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
