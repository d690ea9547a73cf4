import {
  SALES_VISIT_STATUS,
  type SalesVisit,
  type SalesVisitRequest,
  salesVisitRequestSchema,
} from '@fastforward/domain';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormField, RecordFormModal, useModalForm } from '../../../components/company-records';
import { DateTimeInput } from '../../../components/date-time-input';
import { salesVisitsApi } from '../api/sales-visits-api';
import { formatDateTime, type VisitFormValues, visitFormValues } from './visit-values';

const FIELDS = ['status', 'visitedAt', 'outcome'] as const;

type VisitOutcomeModalProps = { visit: SalesVisit | null; onClose: () => void };

/**
 * Record how a visit went: completed (when it took place, and what came of it) or cancelled (and
 * why, if the user says). The rest of the visit is sent as it stands.
 */
export function VisitOutcomeModal({ visit, onClose }: VisitOutcomeModalProps) {
  const save = salesVisitsApi.useSave();
  const { form, modal } = useModalForm<VisitFormValues, SalesVisitRequest>({
    opened: visit !== null,
    onClose,
    schema: salesVisitRequestSchema as never,
    startValues: () => ({
      ...visitFormValues(visit, null),
      status: SALES_VISIT_STATUS.completed,
      // Most visits take place as planned: its planned time, unless that is still ahead.
      visitedAt:
        visit && new Date(visit.plannedAt).getTime() <= Date.now()
          ? visit.plannedAt
          : new Date().toISOString(),
    }),
    startKey: visit,
    fieldNames: FIELDS,
    save: (body) => save.mutateAsync({ id: visit?.id, body }),
  });
  const { errors } = form.formState;
  const status = form.watch('status');
  return (
    <RecordFormModal {...modal} title="Record outcome" submitLabel="Record">
      {visit ? (
        <Text size="sm" c="dimmed">
          {visit.purpose} · planned {formatDateTime(visit.plannedAt)}
        </Text>
      ) : null}
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Radio.Group
            label="What happened"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (value === SALES_VISIT_STATUS.cancelled) form.setValue('visitedAt', null);
            }}
            error={errors.status?.message}
          >
            <Stack gap="xs" mt="xs">
              <Radio value={SALES_VISIT_STATUS.completed} label="The visit took place" />
              <Radio value={SALES_VISIT_STATUS.cancelled} label="The visit was cancelled" />
            </Stack>
          </Radio.Group>
        )}
      />
      {status === SALES_VISIT_STATUS.completed ? (
        <FormField control={form.control} name="visitedAt">
          {(bound) => <DateTimeInput label="Visited at" withAsterisk {...bound} />}
        </FormField>
      ) : null}
      <Textarea
        label={status === SALES_VISIT_STATUS.completed ? 'Outcome' : 'Reason'}
        withAsterisk={status === SALES_VISIT_STATUS.completed}
        rows={4}
        {...form.register('outcome')}
        error={errors.outcome?.message}
      />
    </RecordFormModal>
  );
}
