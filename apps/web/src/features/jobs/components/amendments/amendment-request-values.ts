import {
  type AmendmentChangesRequest,
  type Booking,
  type BookingParty,
  type JobAmendmentRequest,
  jobAmendmentRequestSchema,
} from '@fastforward/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A party as typed: every field text. */
export type PartyValues = { name: string; address: string; contact: string; email: string; phone: string };

/** The amendment form as typed: the whole booking, prefilled from it, and the reason. */
export type AmendmentFormValues = {
  shipper: PartyValues;
  consignee: PartyValues;
  notifySameAsConsignee: boolean;
  notifyParty: PartyValues;
  cargo: { description: string; hsCode: string; packageCount: string; grossWeightKg: string; marks: string };
  remarks: string;
  reason: string;
};

export const PARTY_FIELDS = ['name', 'address', 'contact', 'email', 'phone'] as const;
const CARGO_FIELDS = ['description', 'hsCode', 'packageCount', 'grossWeightKg', 'marks'] as const;

const partyValues = (party: BookingParty | null): PartyValues => ({
  name: party?.name ?? '',
  address: party?.address ?? '',
  contact: party?.contact ?? '',
  email: party?.email ?? '',
  phone: party?.phone ?? '',
});

/** The form's first values: the booking as it stands. */
export const valuesOfBooking = (booking: Booking): AmendmentFormValues => ({
  shipper: partyValues(booking.shipper),
  consignee: partyValues(booking.consignee),
  notifySameAsConsignee: booking.notifySameAsConsignee,
  notifyParty: partyValues(booking.notifyParty),
  cargo: {
    description: booking.cargo.description,
    hsCode: booking.cargo.hsCode ?? '',
    packageCount: String(booking.cargo.packageCount),
    grossWeightKg: String(booking.cargo.grossWeightKg),
    marks: booking.cargo.marks ?? '',
  },
  remarks: booking.remarks ?? '',
  reason: '',
});

const sameParty = (a: PartyValues, b: PartyValues) => PARTY_FIELDS.every((f) => a[f].trim() === b[f].trim());
const partyOf = (party: PartyValues): BookingParty => ({ ...party, contact: party.contact || null });
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Only what differs from the booking goes in the request: the rest stays as it is. */
export function toAmendmentRequest(
  values: AmendmentFormValues,
  start: AmendmentFormValues,
): JobAmendmentRequest {
  const changes: AmendmentChangesRequest = {};
  if (!sameParty(values.shipper, start.shipper)) changes.shipper = partyOf(values.shipper);
  if (!sameParty(values.consignee, start.consignee)) changes.consignee = partyOf(values.consignee);
  if (values.notifySameAsConsignee !== start.notifySameAsConsignee) {
    changes.notifySameAsConsignee = values.notifySameAsConsignee;
    if (!values.notifySameAsConsignee) changes.notifyParty = partyOf(values.notifyParty);
  } else if (!values.notifySameAsConsignee && !sameParty(values.notifyParty, start.notifyParty)) {
    changes.notifyParty = partyOf(values.notifyParty);
  }
  if (CARGO_FIELDS.some((f) => values.cargo[f].trim() !== start.cargo[f].trim())) {
    changes.cargo = {
      description: values.cargo.description,
      hsCode: values.cargo.hsCode || null,
      packageCount: numberOf(values.cargo.packageCount) as number,
      grossWeightKg: numberOf(values.cargo.grossWeightKg) as number,
      marks: values.cargo.marks || null,
    };
  }
  if (values.remarks.trim() !== start.remarks.trim()) changes.remarks = values.remarks || null;
  return { changes, reason: values.reason };
}

/** A request's field ('changes.shipper.email') as the form names it ('shipper.email'); 'changes' alone is the form's root. */
export const formFieldOf = (path: readonly PropertyKey[]): string => {
  const [head, ...rest] = path.map(String);
  if (head === 'changes') return rest.length === 0 ? 'root' : rest.join('.');
  return head ?? 'root';
};

function setError(errors: Record<string, unknown>, field: string, message: string) {
  const keys = field.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) ?? 'root';
  node[last] ??= { type: 'validate', message };
}

/** Checks the request as the server does (the domain schema), each message under its field. */
export const amendmentResolver =
  (start: AmendmentFormValues): Resolver<AmendmentFormValues> =>
  async (values) => {
    const parsed = jobAmendmentRequestSchema.safeParse(toAmendmentRequest(values, start));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) setError(errors, formFieldOf(issue.path), issue.message);
    return { values: {}, errors: errors as FieldErrors<AmendmentFormValues> };
  };

/** The fields a server refusal may name, as the API names them. */
export const AMENDMENT_SERVER_FIELDS = [
  ...(['shipper', 'consignee', 'notifyParty'] as const).flatMap((p) =>
    PARTY_FIELDS.map((f) => `changes.${p}.${f}`),
  ),
  'changes.notifyParty',
  ...CARGO_FIELDS.map((f) => `changes.cargo.${f}`),
  'changes.remarks',
  'changes',
  'reason',
];
