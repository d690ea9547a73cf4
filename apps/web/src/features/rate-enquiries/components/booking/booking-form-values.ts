import {
  type BookingContext,
  type BookingForm,
  type BookingParty,
  bookingFormSchema,
} from '@fastforward/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A party as typed: every field text. */
export type PartyValues = { name: string; address: string; contact: string; email: string; phone: string };

/** The booking form as typed; numbers stay text until sent, so a bad entry can be named. */
export type BookingFormValues = {
  shipper: PartyValues;
  consignee: PartyValues;
  notifySameAsConsignee: boolean;
  notifyParty: PartyValues;
  cargo: { description: string; hsCode: string; packageCount: string; grossWeightKg: string; marks: string };
  remarks: string;
  /** The documents uploaded for the booking, with the required document each is (named as the API's field). */
  documentIds: { id: number; code: string }[];
};

export const PARTY_FIELDS = ['name', 'address', 'contact', 'email', 'phone'] as const;
export const PARTIES = ['shipper', 'consignee', 'notifyParty'] as const;
const CARGO_FIELDS = ['description', 'hsCode', 'packageCount', 'grossWeightKg', 'marks'] as const;

const emptyParty = (): PartyValues => ({ name: '', address: '', contact: '', email: '', phone: '' });

/** The form's first values: the enquiry's cargo, and the documents already uploaded for it. */
export const startValues = (context: BookingContext): BookingFormValues => ({
  shipper: emptyParty(),
  consignee: emptyParty(),
  notifySameAsConsignee: true,
  notifyParty: emptyParty(),
  cargo: {
    description: '',
    hsCode: '',
    packageCount: String(context.enquiry.packageCount || ''),
    grossWeightKg: context.enquiry.grossWeightKg ? String(Number(context.enquiry.grossWeightKg)) : '',
    marks: '',
  },
  remarks: '',
  documentIds: context.requiredDocuments.flatMap((d) => d.files.map((f) => ({ id: f.id, code: d.code }))),
});

const partyOf = (party: PartyValues): BookingParty => ({ ...party, contact: party.contact || null });

/** '' stays missing (the schema names it required); anything else is read as a number, NaN included. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form as the API takes it. */
export const toBookingForm = (values: BookingFormValues): BookingForm => ({
  shipper: partyOf(values.shipper),
  consignee: partyOf(values.consignee),
  notifySameAsConsignee: values.notifySameAsConsignee,
  notifyParty: values.notifySameAsConsignee ? null : partyOf(values.notifyParty),
  cargo: {
    description: values.cargo.description,
    hsCode: values.cargo.hsCode || null,
    packageCount: numberOf(values.cargo.packageCount) as number,
    grossWeightKg: numberOf(values.cargo.grossWeightKg) as number,
    marks: values.cargo.marks || null,
  },
  remarks: values.remarks || null,
  documentIds: values.documentIds.map((d) => d.id),
});

/** The labels of the required documents the form still lacks (not on the KYC, nothing uploaded). */
export const missingDocuments = (context: BookingContext, documents: BookingFormValues['documentIds']) =>
  context.requiredDocuments
    .filter((d) => !d.isOnFile && !documents.some((u) => u.code === d.code))
    .map((d) => d.label);

export const missingDocumentsMessage = (labels: readonly string[]) =>
  `Upload the required documents: ${labels.join(', ')}`;

function setError(errors: Record<string, unknown>, path: readonly PropertyKey[], message: string) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    const name = String(key);
    node[name] ??= {};
    node = node[name] as Record<string, unknown>;
  }
  const last = String(path.at(-1) ?? 'root');
  node[last] ??= { type: 'validate', message };
}

/** Checks the form as the server does (the domain schema), and that every required document is there. */
export const bookingResolver =
  (context: BookingContext): Resolver<BookingFormValues> =>
  async (values) => {
    const errors: Record<string, unknown> = {};
    const parsed = bookingFormSchema.safeParse(toBookingForm(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setError(errors, issue.path, issue.message);
    }
    const missing = missingDocuments(context, values.documentIds);
    if (missing.length > 0) setError(errors, ['documentIds'], missingDocumentsMessage(missing));
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<BookingFormValues> }
      : { values, errors: {} };
  };

/** The fields a server refusal may name. */
export const BOOKING_FIELD_NAMES = [
  ...PARTIES.flatMap((party) => PARTY_FIELDS.map((field) => `${party}.${field}` as const)),
  'notifyParty' as const,
  'notifySameAsConsignee' as const,
  ...CARGO_FIELDS.map((field) => `cargo.${field}` as const),
  'remarks' as const,
  'documentIds' as const,
];
