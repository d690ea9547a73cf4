import { type FollowUp, followUpRequestSchema, type RecordRef } from '@fastforward/domain';
import { Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import { DateTimeInput } from '../../../components/date-time-input';
import { SalesPersonSelect } from '../../../components/pickers';
import { getLoggedInUserId } from '../../../lib/session';
import { followUpsApi } from '../api/follow-ups-api';
import { LeadPicker } from './lead-picker';

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

/** Write or edit a follow-up: what, when, who does it, about which lead (a customer one keeps its customer). */
export function FollowUpFormModal(slot: RecordFormSlot<FollowUp>) {
  const { form, modal } = useRecordForm(slot, {
    api: followUpsApi,
    schema: followUpRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  // The lead chosen in this form, to show its name; the record's own until another is chosen.
  const [chosenLead, setChosenLead] = useState<RecordRef | null>(null);
  const leadId = form.watch('leadId');
  const shownLead =
    [chosenLead, slot.record?.lead ?? null].find((l) => l !== null && l.id === leadId) ?? null;
  const customer = slot.record?.customer ?? null;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit follow-up' : 'New follow-up'} size="lg">
      <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
      <Controller
        control={form.control}
        name="dueAt"
        render={({ field }) => (
          <DateTimeInput
            label="Due"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.dueAt?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="assigneeId"
        render={({ field }) => (
          <SalesPersonSelect
            label="Assigned to"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.assigneeId?.message}
          />
        )}
      />
      {customer ? (
        <Text size="sm">{`Customer: ${customer.name}`}</Text>
      ) : (
        <Controller
          control={form.control}
          name="leadId"
          render={({ field }) => (
            <LeadPicker
              label="Lead"
              placeholder="None"
              value={shownLead}
              onChange={(lead) => {
                setChosenLead(lead);
                field.onChange(lead?.id ?? null);
              }}
              error={errors.leadId?.message}
            />
          )}
        />
      )}
      <Textarea label="Notes" rows={4} {...form.register('notes')} error={errors.notes?.message} />
    </RecordFormModal>
  );
}
