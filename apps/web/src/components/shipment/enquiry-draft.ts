import type { PlaceRecords } from './place-records';
import type { ShipmentFieldValues } from './shipment-values';

/**
 * An enquiry to open prefilled (router state): the Rate Wizard carries its request and the priced
 * option into sales' new-enquiry form, with the ports and places it chose so they show by name.
 */
export type EnquiryDraft = {
  customer: { kycId: number; name: string };
  /** The priced option the enquiry starts from. */
  wizardOptionKey: string | null;
  values: Partial<ShipmentFieldValues> & {
    cargoReadyDate?: string;
    preferredLineId?: number | null;
  };
  places: PlaceRecords;
};

/** The draft in a router state, if it carries one (a reloaded page keeps it; a typed URL has none). */
export function readEnquiryDraft(state: unknown): EnquiryDraft | null {
  const draft = (state as { enquiryDraft?: EnquiryDraft } | null)?.enquiryDraft;
  return draft && typeof draft.customer?.kycId === 'number' && typeof draft.values === 'object'
    ? draft
    : null;
}
