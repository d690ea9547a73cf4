import type { SalesVisitParty } from '@fastforward/domain';
import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { SalesPartySelect, salesPartyOf } from './sales-party-select';

/** The form values a sales party is held in: a lead or a customer, one at most. */
type PartyValues = { leadId: number | null; customerCompanyId: number | null };

type PartyRecord = Parameters<typeof salesPartyOf>[0];

export type SalesPartyFieldProps<V extends PartyValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: any request type the form validates into.
  form: UseFormReturn<V, unknown, any>;
  /** The record the form edits (null: a new one), and whether the modal shows: it starts from it. */
  record: PartyRecord | null;
  opened: boolean;
  label?: string;
  placeholder?: string;
};

/**
 * Whom a visit or a follow-up is about, bound to the form's leadId and customerCompanyId. The picker
 * holds the party chosen (its name too), starting from the record's each time the modal opens.
 */
export function SalesPartyField<V extends PartyValues>({
  form,
  record,
  opened,
  ...labels
}: SalesPartyFieldProps<V>) {
  // The form as far as the party goes: a generic V does not narrow its paths by itself.
  const partyForm = form as unknown as UseFormReturn<PartyValues>;
  const errors: FieldErrors<PartyValues> = partyForm.formState.errors;
  const [party, setParty] = useState<SalesVisitParty | null>(null);
  useEffect(() => {
    if (opened) setParty(record ? salesPartyOf(record) : null);
  }, [opened, record]);
  const choose = (next: SalesVisitParty | null) => {
    setParty(next);
    partyForm.setValue('leadId', next?.kind === 'lead' ? next.id : null);
    partyForm.setValue('customerCompanyId', next?.kind === 'customer' ? next.id : null);
  };
  return (
    <SalesPartySelect
      {...labels}
      value={party}
      onChange={choose}
      error={errors.leadId?.message ?? errors.customerCompanyId?.message}
    />
  );
}
