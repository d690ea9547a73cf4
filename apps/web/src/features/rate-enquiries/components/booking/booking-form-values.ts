import { type BookingContext, type BookingForm, bookingFormSchema } from '@fastforward/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  type BookingPartsValues,
  CARGO_FIELDS,
  type CargoLineKind,
  cargoOf,
  PARTIES,
  PARTY_FIELDS,
  partyOf,
  partyValues,
  setNestedError,
} from '../../../../components/booking';

/** The booking form as typed; numbers stay text until sent, so a bad entry can be named. */
export type BookingFormValues = BookingPartsValues & {
  remarks: string;
  /** The documents uploaded for the booking, with the required document each is (named as the API's field). */
  documentIds: { id: number; code: string }[];
};

const emptyParty = () => partyValues(null);

/** The lines the booking's cargo is counted in, by the enquiry: containers (sea FCL) or packages. */
export const lineKindOf = (context: BookingContext): CargoLineKind =>
  context.enquiry.mode === 'sea' && context.enquiry.loadType === 'FCL' ? 'containers' : 'packages';

/**
 * The enquiry's lines as the form's first lines: its containers (the weight of each still to
 * give, unless the enquiry's gross weight shares out evenly) or its packages as measured.
 */
function enquiredLines(context: BookingContext): Pick<BookingFormValues['cargo'], 'containers' | 'packages'> {
  const { enquiry } = context;
  if (lineKindOf(context) === 'packages') return { containers: [], packages: enquiry.packages };
  const boxes = enquiry.containers.reduce((sum, c) => sum + c.count, 0);
  const each = enquiry.grossWeightKg && boxes > 0 ? Number(enquiry.grossWeightKg) / boxes : undefined;
  return {
    containers: enquiry.containers.map(({ containerSizeId, count }) => ({
      containerSizeId,
      count,
      ...(each !== undefined && Number.isInteger(each * 1000) ? { weightKgEach: each } : {}),
    })),
    packages: [],
  };
}

/**
 * The form's first values: the customer's own company as the party its incoterm makes it (the
 * consignee under E and F rules, the shipper under C and D), the enquiry's cargo, and the
 * documents already uploaded for it.
 */
export const startValues = (context: BookingContext): BookingFormValues => ({
  shipper: context.customerRole === 'shipper' ? partyValues(context.customerParty) : emptyParty(),
  consignee: context.customerRole === 'consignee' ? partyValues(context.customerParty) : emptyParty(),
  notifySameAsConsignee: true,
  notifyParty: emptyParty(),
  cargo: {
    description: '',
    hsCode: '',
    packageCount: String(context.enquiry.packageCount || ''),
    grossWeightKg: context.enquiry.grossWeightKg ? String(Number(context.enquiry.grossWeightKg)) : '',
    marks: '',
    ...enquiredLines(context),
  },
  remarks: '',
  documentIds: context.requiredDocuments.flatMap((d) => d.files.map((f) => ({ id: f.id, code: d.code }))),
});

/** The form as the API takes it. */
export const toBookingForm = (values: BookingFormValues): BookingForm => ({
  shipper: partyOf(values.shipper),
  consignee: partyOf(values.consignee),
  notifySameAsConsignee: values.notifySameAsConsignee,
  notifyParty: values.notifySameAsConsignee ? null : partyOf(values.notifyParty),
  cargo: cargoOf(values.cargo),
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

/** Checks the form as the server does (the domain schema), and that every required document is there. */
export const bookingResolver =
  (context: BookingContext): Resolver<BookingFormValues> =>
  async (values) => {
    const errors: Record<string, unknown> = {};
    const parsed = bookingFormSchema.safeParse(toBookingForm(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) setNestedError(errors, issue.path, issue.message);
    }
    const missing = missingDocuments(context, values.documentIds);
    if (missing.length > 0) setNestedError(errors, ['documentIds'], missingDocumentsMessage(missing));
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
  'cargo.containers' as const,
  'cargo.packages' as const,
  'remarks' as const,
  'documentIds' as const,
];
