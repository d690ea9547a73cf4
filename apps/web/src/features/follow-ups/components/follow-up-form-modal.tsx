import { type FollowUp, followUpRequestSchema } from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import {
  FormField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { DateTimeInput } from '../../../components/date-time-input';
import { SalesPartyField, SalesPersonSelect } from '../../../components/pickers';
import { getLoggedInUserId } from '../../../lib/session';
import { followUpsApi } from '../api/follow-ups-api';

type FormValues = {
  title: string;
  notes: string;
  dueAt: string | null;
  assigneeId: number | null;
  leadId: number | null;
  customerCompanyId: number | null;
};

const FIELDS = ['title', 'notes', 'dueAt', 'assigneeId', 'leadId', 'customerCompanyId'] as const;
const HOUR_MS = 3_600_000;

/** A new follow-up is the user's own, due this time tomorrow on the hour, unless they choose. */
const toFormValues = (followUp: FollowUp | null): FormValues => {
  const me = getLoggedInUserId();
  return {
    title: followUp?.title ?? '',
    notes: followUp?.notes ?? '',
    dueAt:
      followUp?.dueAt ?? new Date(Math.ceil((Date.now() + 24 * HOUR_MS) / HOUR_MS) * HOUR_MS).toISOString(),
    assigneeId: followUp?.assignee.id ?? (Number.isInteger(me) ? me : null),
    leadId: followUp?.lead?.id ?? null,
    customerCompanyId: followUp?.customer?.id ?? null,
  };
};

/** Write or edit a follow-up: what, when, who does it, about which lead or customer (one at most). */
export function FollowUpFormModal(slot: RecordFormSlot<FollowUp>) {
  const { form, modal } = useRecordForm(slot, {
    api: followUpsApi,
    schema: followUpRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit follow-up' : 'New follow-up'} size="lg">
      <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
      <FormField control={form.control} name="dueAt">
        {(bound) => <DateTimeInput label="Due" withAsterisk {...bound} />}
      </FormField>
      <FormField control={form.control} name="assigneeId">
        {(bound) => <SalesPersonSelect label="Assigned to" withAsterisk {...bound} />}
      </FormField>
      <SalesPartyField form={form} record={slot.record} opened={slot.opened} label="About" />
      <Textarea label="Notes" rows={4} {...form.register('notes')} error={errors.notes?.message} />
    </RecordFormModal>
  );
}
