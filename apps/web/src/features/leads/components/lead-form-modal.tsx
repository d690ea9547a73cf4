import { EMPTY_LEAD_FORM, type Lead, type LeadFormValues, leadRequestSchema } from '@fastforward/domain';
import { Group, Textarea, TextInput } from '@mantine/core';
import {
  FormField,
  RecordFormModal,
  type RecordFormSlot,
  useRecordForm,
} from '../../../components/company-records';
import { SalesPersonSelect } from '../../../components/pickers';
import { getLoggedInUserId } from '../../../lib/session';
import { leadsApi } from '../api/leads-api';
import { LeadSettingSelect } from './lead-setting-select';

const toFormValues = (lead: Lead | null): LeadFormValues => {
  if (!lead) {
    const me = getLoggedInUserId();
    // The one adding a lead works it unless another is chosen.
    return { ...EMPTY_LEAD_FORM, ownerId: Number.isInteger(me) ? me : null };
  }
  return {
    companyName: lead.companyName,
    contactName: lead.contactName,
    email: lead.email ?? '',
    phone: lead.phone ?? '',
    sourceId: lead.source?.id ?? null,
    stageId: lead.stage?.id ?? null,
    ownerId: lead.owner?.id ?? null,
    notes: lead.notes ?? '',
  };
};

const FIELDS = [
  'companyName',
  'contactName',
  'email',
  'phone',
  'sourceId',
  'stageId',
  'ownerId',
  'notes',
] as const;

/** A new lead, or a lead edited: company, contact, where it came from, where it stands, who works it. */
export function LeadFormModal(slot: RecordFormSlot<Lead>) {
  const { form, modal } = useRecordForm(slot, {
    api: leadsApi,
    schema: leadRequestSchema,
    toFormValues,
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit lead' : 'New lead'} size="lg">
      <TextInput
        label="Company name"
        withAsterisk
        data-autofocus
        {...form.register('companyName')}
        error={errors.companyName?.message}
      />
      <TextInput
        label="Contact name"
        withAsterisk
        {...form.register('contactName')}
        error={errors.contactName?.message}
      />
      <Group grow align="flex-start">
        <TextInput label="E-mail" type="email" {...form.register('email')} error={errors.email?.message} />
        <TextInput label="Phone" {...form.register('phone')} error={errors.phone?.message} />
      </Group>
      <Group grow align="flex-start">
        <FormField control={form.control} name="sourceId">
          {(bound) => <LeadSettingSelect kind="source" label="Source" {...bound} />}
        </FormField>
        <FormField control={form.control} name="stageId">
          {(bound) => (
            <LeadSettingSelect
              kind="stage"
              label="Stage"
              placeholder={slot.record ? undefined : 'The first open stage'}
              {...bound}
            />
          )}
        </FormField>
      </Group>
      <FormField control={form.control} name="ownerId">
        {(bound) => <SalesPersonSelect label="Owner" clearable {...bound} />}
      </FormField>
      <Textarea label="Notes" rows={3} {...form.register('notes')} error={errors.notes?.message} />
    </RecordFormModal>
  );
}
