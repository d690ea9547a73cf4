import {
  type AmendmentChangesRequest,
  type Booking,
  type JobAmendmentRequest,
  jobAmendmentRequestSchema,
} from '@fastforward/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type BookingPartsValues,
  CARGO_FIELDS,
  cargoOf,
  cargoValues,
  linesChanged,
  PARTIES,
  PARTY_FIELDS,
  type PartyValues,
  partyOf,
  partyValues,
  setNestedError,
} from '../../../../components/booking';

/** The amendment form as typed: the whole booking, prefilled from it, and the reason. */
export type AmendmentFormValues = BookingPartsValues & { remarks: string; reason: string };

/** The form's first values: the booking as it stands. */
export const valuesOfBooking = (booking: Booking): AmendmentFormValues => ({
  shipper: partyValues(booking.shipper),
  consignee: partyValues(booking.consignee),
  notifySameAsConsignee: booking.notifySameAsConsignee,
  notifyParty: partyValues(booking.notifyParty),
  cargo: cargoValues(booking.cargo),
  remarks: booking.remarks ?? '',
  reason: '',
});

const sameParty = (a: PartyValues, b: PartyValues) => PARTY_FIELDS.every((f) => a[f].trim() === b[f].trim());

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
  if (
    CARGO_FIELDS.some((f) => values.cargo[f].trim() !== start.cargo[f].trim()) ||
    linesChanged(values.cargo, start.cargo)
  ) {
    changes.cargo = cargoOf(values.cargo);
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

/** Checks the request as the server does (the domain schema), each message under its field. */
export const amendmentResolver =
  (start: AmendmentFormValues): Resolver<AmendmentFormValues> =>
  async (values) => {
    const parsed = jobAmendmentRequestSchema.safeParse(toAmendmentRequest(values, start));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues)
      setNestedError(errors, formFieldOf(issue.path).split('.'), issue.message);
    return { values: {}, errors: errors as FieldErrors<AmendmentFormValues> };
  };

/** The fields a server refusal may name, as the API names them. */
export const AMENDMENT_SERVER_FIELDS = [
  ...PARTIES.flatMap((p) => PARTY_FIELDS.map((f) => `changes.${p}.${f}`)),
  'changes.notifyParty',
  ...CARGO_FIELDS.map((f) => `changes.cargo.${f}`),
  'changes.cargo.containers',
  'changes.cargo.packages',
  'changes.remarks',
  'changes',
  'reason',
];
