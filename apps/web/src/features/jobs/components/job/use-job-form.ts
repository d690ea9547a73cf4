import type { Job } from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type JobWriteFailure, placeJobWriteError } from '../status/job-write-modal';

/**
 * A form over the job that saves whole at the version on screen: it starts again from the job each
 * time it opens (or the job's version moves), and a refusal lands under its field, as a stale
 * copy, or in the modal. `save` resolves once written; the modal then closes.
 */
export function useJobForm<V extends FieldValues>(options: {
  job: Job;
  opened: boolean;
  onClose: () => void;
  schema: z.ZodType<V, V>;
  startValues: (job: Job) => V;
  fields: readonly string[];
  save: (body: V) => Promise<unknown>;
}) {
  const { job, opened, onClose } = options;
  const [failure, setFailure] = useState<JobWriteFailure>(null);
  const form = useForm<V>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V>,
    defaultValues: options.startValues(job) as DefaultValues<V>,
  });
  const { reset } = form;
  // The latest job and mapping, so a background refetch of the same version keeps what is typed.
  const latest = useRef(options);
  latest.current = options;
  const { version } = job;
  useEffect(() => {
    if (opened && version >= 0) {
      reset(latest.current.startValues(latest.current.job));
      setFailure(null);
    }
  }, [opened, version, reset]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await latest.current.save(body);
      onClose();
    } catch (error) {
      placeJobWriteError(
        error,
        latest.current.fields,
        (field, message, index) =>
          form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }),
        setFailure,
      );
    }
  });
  return { form, failure, onSubmit };
}
