import {
  CUSTOM_STATUS_ACCESS,
  CUSTOM_STATUS_MESSAGES,
  JOB_ROUTES,
  type JobCustomStatusRequest,
  jobCustomStatusRequestSchema,
  OPERATIONS_ACCESS,
} from '@fastforward/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Select, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { RecordFormModal } from '../../../../components/company-records';
import { applyServerErrors } from '../../../../components/data-table';
import { showSuccessDialog } from '../../../../lib/dialogs';
import { useCan } from '../../../../lib/permissions';
import { useCustomStatusOptions } from '../../api/job-custom-statuses-options';
import { useRecordJobCustomStatus } from '../../api/job-custom-statuses-record';

const RECORD_ACCESS = [...OPERATIONS_ACCESS.update, ...CUSTOM_STATUS_ACCESS];

type Values = { customStatusId: number | null; remarks: string };

/**
 * "Record custom status" on the job page: one of the company's custom statuses goes in the job's
 * timeline with remarks, without moving the job. Shown only to who may record one.
 */
export function RecordCustomStatusButton({ jobId }: { jobId: number }) {
  const allowed = useCan(RECORD_ACCESS);
  const mayDefine = useCan(CUSTOM_STATUS_ACCESS);
  const [opened, setOpened] = useState(false);
  const options = useCustomStatusOptions(allowed && opened);
  const record = useRecordJobCustomStatus();
  const form = useForm<Values, unknown, JobCustomStatusRequest>({
    resolver: zodResolver(jobCustomStatusRequestSchema as never) as never,
    defaultValues: { customStatusId: null, remarks: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (opened) reset({ customStatusId: null, remarks: '' });
  }, [opened, reset]);
  if (!allowed) return null;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ jobId, body });
      setOpened(false);
      void showSuccessDialog(CUSTOM_STATUS_MESSAGES.recorded);
    } catch (error) {
      applyServerErrors(error, form.setError, ['customStatusId', 'remarks']);
    }
  });

  const none = options.data?.length === 0;
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Record custom status
      </Button>
      <RecordFormModal
        opened={opened}
        onClose={() => setOpened(false)}
        onSubmit={onSubmit}
        isSubmitting={form.formState.isSubmitting}
        title="Record custom status"
        submitLabel="Record"
      >
        <Text size="sm" c="dimmed">
          The status goes in the job's timeline; the job stays where it is.
        </Text>
        {none ? (
          <Text size="sm">
            Your company has no custom statuses yet.{' '}
            {mayDefine ? (
              <Anchor component={Link} to={JOB_ROUTES.customStatuses}>
                Define one
              </Anchor>
            ) : (
              'Ask someone who may define them.'
            )}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="customStatusId"
          render={({ field, fieldState }) => (
            <Select
              label="Custom status"
              withAsterisk
              searchable
              placeholder={options.isLoading ? 'Loading…' : 'Choose a custom status'}
              data={(options.data ?? []).map((s) => ({
                value: String(s.id),
                label: `${s.code} — ${s.name}`,
              }))}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? null : Number(value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Remarks"
          rows={3}
          {...form.register('remarks')}
          error={form.formState.errors.remarks?.message}
        />
      </RecordFormModal>
    </>
  );
}
