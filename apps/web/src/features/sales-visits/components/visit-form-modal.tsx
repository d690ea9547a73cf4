import {
  type SalesVisit,
  type SalesVisitParty,
  type SalesVisitRequest,
  salesVisitRequestSchema,
} from '@fastforward/domain';
import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { RecordFormModal, type RecordFormSlot, useRecordForm } from '../../../components/company-records';
import { DateTimeInput } from '../../../components/date-time-input';
import { SalesPersonSelect } from '../../../components/pickers';
import { getLoggedInUserId } from '../../../lib/session';
import { salesVisitsApi } from '../api/sales-visits-api';
import { PartySelect } from './party-select';
import { partyOf, type VisitFormValues, visitFormValues } from './visit-values';

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
  const [party, setParty] = useState<SalesVisitParty | null>(null);
  useEffect(() => {
    if (slot.opened) setParty(slot.record ? partyOf(slot.record) : null);
  }, [slot.opened, slot.record]);
  const chooseParty = (next: SalesVisitParty | null) => {
    setParty(next);
    form.setValue('leadId', next?.kind === 'lead' ? next.id : null);
    form.setValue('customerCompanyId', next?.kind === 'customer' ? next.id : null);
  };
  return (
    <RecordFormModal {...modal} title={slot.record ? 'Edit visit' : 'Plan visit'} size="lg">
      <Controller
        control={form.control}
        name="salesPersonId"
        render={({ field }) => (
          <SalesPersonSelect
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.salesPersonId?.message}
          />
        )}
      />
      <PartySelect
        value={party}
        onChange={chooseParty}
        error={errors.leadId?.message ?? errors.customerCompanyId?.message}
      />
      <Textarea
        label="Purpose"
        withAsterisk
        rows={2}
        {...form.register('purpose')}
        error={errors.purpose?.message}
      />
      <TextInput label="Location" {...form.register('location')} error={errors.location?.message} />
      <Controller
        control={form.control}
        name="plannedAt"
        render={({ field }) => (
          <DateTimeInput
            label="Planned at"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.plannedAt?.message}
          />
        )}
      />
    </RecordFormModal>
  );
}
