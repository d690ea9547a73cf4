import { type SalesVisit, type SalesVisitRequest, salesVisitRequestSchema } from '@fastforward/domain';
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
import { salesVisitsApi } from '../api/sales-visits-api';
import { type VisitFormValues, visitFormValues } from './visit-values';

const FIELDS = [
  'salesPersonId',
  'purpose',
  'location',
  'plannedAt',
  'leadId',
  'customerCompanyId',
  'status',
  'visitedAt',
  'outcome',
] as const;

/** Plan a visit, or change a planned one: who goes, to whom, why, where and when. */
export function VisitFormModal(slot: RecordFormSlot<SalesVisit>) {
  const { form, modal } = useRecordForm<VisitFormValues, SalesVisitRequest, SalesVisit>(slot, {
    api: salesVisitsApi,
    schema: salesVisitRequestSchema as never,
    toFormValues: (visit) => visitFormValues(visit, getLoggedInUserId()),
    fieldNames: FIELDS,
  });
  const { errors } = form.formState;
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit visit' : 'Plan visit'} size="lg">
      <FormField control={form.control} name="salesPersonId">
        {(bound) => <SalesPersonSelect withAsterisk {...bound} />}
      </FormField>
      <SalesPartyField
        form={form}
        record={slot.record}
        opened={slot.opened}
        placeholder="None (a cold call)"
      />
      <Textarea
        label="Purpose"
        withAsterisk
        rows={2}
        {...form.register('purpose')}
        error={errors.purpose?.message}
      />
      <TextInput label="Location" {...form.register('location')} error={errors.location?.message} />
      <FormField control={form.control} name="plannedAt">
        {(bound) => <DateTimeInput label="Planned at" withAsterisk {...bound} />}
      </FormField>
    </RecordFormModal>
  );
}
