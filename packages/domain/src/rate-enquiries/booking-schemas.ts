import { z } from 'zod';
import { proseSchema, requiredProseSchema, requiredTextSchema, textSchema } from '../api/fields';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { JOB_STATUS, type JobStatusCode } from '../codes/job-status';
import { OPERATION_FILE_CODES } from '../customer-kycs/settings-schemas';
import { storedFileSchema } from '../files/schemas';
import { bookingCargoLineFields, bookingContainerLineSchema, checkCargoLines } from './booking-cargo';
import { addressBookPartySchema, bookingPartyAnswerSchema } from './booking-parties';
import { BOOKING_STATUSES, ENQUIRY_STATUSES, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './codes';
import { enquiryPackageSchema } from './enquiry-schemas';
import { forwardLinkTokenSchema } from './vendor-forward-schemas';

const ID_MAX = 2_147_483_647;
const idSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} is not valid`)
    .positive(`${label} is not valid`)
    .max(ID_MAX, `${label} is not valid`);

/** What the booking flow's answers say. */
export const BOOKING_MESSAGES = {
  selected: 'Your option has been selected. Fill in the booking form to book it.',
  booked: 'Your booking is confirmed.',
  linkRenewed: 'A new booking link has been mailed to the customer.',
  feedbackSent: 'Thank you for your feedback.',
  /** PRODUCT §6: one answer for every booking link that does not work. */
  linkInvalid: 'This booking link is expired or not valid. Ask your forwarder for a new one.',
  alreadyBooked: 'This enquiry has been booked already.',
} as const;

/** The notification kinds of the flow's last steps. */
export const BOOKING_NOTIFICATION_KIND = {
  selected: 'enquiry-option-selected',
  booked: 'enquiry-booked',
  linkRenewed: 'booking-link-renewed',
  feedback: 'enquiry-feedback',
} as const;

/**
 * Upload paths of the booking form's documents (multipart, ?code=<operation file code>): the
 * signed-in customer's and the booking link's (?token= besides). A document stays with the
 * enquiry until the booking takes it.
 */
export const BOOKING_DOCUMENT_PATHS = {
  myQueryBookingDocuments: '/api/v1/my-queries/:id/booking/documents',
  bookingLinkDocuments: '/api/booking-response/:refNo/documents',
} as const;

// ── Selection

/** POST {ENQUIRY_PATHS.myQuerySelect}: the option the customer takes, and the enquiry's version as read. */
export const selectQuoteOptionRequestSchema = z.strictObject({
  quoteOptionId: idSchema('Quote option'),
  version: z
    .number({ error: 'Version must be a number' })
    .int('Version must be a whole number')
    .min(0, 'Version must be 0 or more')
    .max(ID_MAX, 'Version is not valid'),
});
export type SelectQuoteOptionRequest = z.infer<typeof selectQuoteOptionRequestSchema>;

/** The selection as answered: the enquiry's new status and version. */
export const selectQuoteOptionResultSchema = z.object({
  enquiryId: z.number().int(),
  quoteOptionId: z.number().int(),
  status: z.enum(ENQUIRY_STATUSES),
  version: z.number().int(),
});
export type SelectQuoteOptionResult = z.infer<typeof selectQuoteOptionResultSchema>;

// ── The booking form

const isEmail = (value: string) => z.email().safeParse(value).success;
const isPhone = (value: string) => /^\+?[0-9][0-9 ()-]{3,29}$/.test(value);

/** A party of the booking (shipper, consignee, notify party); every message names the party and the field. */
export const bookingPartySchema = (party: string) =>
  z.strictObject(
    {
      name: requiredTextSchema(`${party} name`, 200),
      address: requiredProseSchema(`${party} address`, 500),
      contact: textSchema(`${party} contact person`, 100).nullable().optional(),
      email: requiredTextSchema(`${party} e-mail`, 254).refine(isEmail, `${party} e-mail is not valid`),
      phone: requiredTextSchema(`${party} phone`, 30).refine(isPhone, `${party} phone is not valid`),
    },
    { error: `${party} is required` },
  );
export type BookingParty = z.infer<ReturnType<typeof bookingPartySchema>>;

const bookingCargoFields = {
  description: requiredProseSchema('Cargo description', 1000),
  /** Harmonized System code: 6 to 10 digits, dots allowed between groups. */
  hsCode: textSchema('HS code', 14)
    .refine((v) => v === '' || /^\d{4}(\.?\d{2}){1,3}$/.test(v), 'HS code must be 6 to 10 digits')
    .nullable()
    .optional(),
  /** The number of packages (air, LCL) or containers (FCL) confirmed; with lines, their total. */
  packageCount: z
    .number({ error: 'Packages / containers must be a number' })
    .int('Packages / containers must be a whole number')
    .min(1, 'Packages / containers must be at least 1')
    .max(100_000, 'Packages / containers must not exceed 100000'),
  /** With lines, their total (cargoLineTotals). */
  grossWeightKg: z
    .number({ error: 'Gross weight must be a number' })
    .positive('Gross weight must be greater than 0')
    .max(100_000_000, 'Gross weight must not exceed 100000000 kg'),
  marks: proseSchema('Marks and numbers', 1000).nullable().optional(),
};

/**
 * The cargo as the customer confirms it for the booking: described, and counted in container or
 * package lines (booking-cargo.ts) whose sums are its totals, or by its totals alone.
 */
export const bookingCargoSchema = z
  .strictObject({ ...bookingCargoFields, ...bookingCargoLineFields }, { error: 'Cargo is required' })
  .superRefine(checkCargoLines);
export type BookingCargo = z.infer<typeof bookingCargoSchema>;

/** The cargo as stored and answered: its container lines carry their size's name. */
export const storedBookingCargoSchema = z.object({
  ...bookingCargoFields,
  containers: z.array(bookingContainerLineSchema.extend({ containerSizeName: z.string() })).optional(),
  packages: bookingCargoLineFields.packages,
});
export type StoredBookingCargo = z.infer<typeof storedBookingCargoSchema>;

/**
 * The cargo as it is stored: empty optional texts as null, each container line with its size's
 * name (`sizeNames`, read by the caller, who refuses an unknown size first).
 */
export const storedCargoOf = (
  cargo: BookingCargo,
  sizeNames: ReadonlyMap<number, string>,
): StoredBookingCargo => {
  const { containers, ...rest } = cargo;
  return {
    ...rest,
    hsCode: cargo.hsCode || null,
    marks: cargo.marks || null,
    ...(containers
      ? {
          containers: containers.map((c) => ({
            ...c,
            containerSizeName: sizeNames.get(c.containerSizeId) ?? '',
          })),
        }
      : {}),
  };
};

const bookingFormFields = {
  shipper: bookingPartySchema('Shipper'),
  consignee: bookingPartySchema('Consignee'),
  /** True: the notify party is the consignee (notifyParty is then left out). */
  notifySameAsConsignee: z.boolean({ error: 'Notify party same as consignee must be true or false' }),
  notifyParty: bookingPartySchema('Notify party').nullable().optional(),
  cargo: bookingCargoSchema,
  remarks: proseSchema('Remarks', 2000).nullable().optional(),
  /** The documents uploaded for this booking (BOOKING_DOCUMENT_PATHS), by file id. */
  documentIds: z
    .array(idSchema('Document'), { error: 'Documents must be a list' })
    .max(30, 'At most 30 documents')
    .default([]),
};

const notifyPartyRule = (
  form: { notifySameAsConsignee: boolean; notifyParty?: BookingParty | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!form.notifySameAsConsignee && !form.notifyParty) {
    ctx.addIssue({ code: 'custom', path: ['notifyParty'], message: 'Notify party is required' });
  }
  if (form.notifySameAsConsignee && form.notifyParty) {
    ctx.addIssue({
      code: 'custom',
      path: ['notifyParty'],
      message: 'Notify party is left out when it is the consignee',
    });
  }
};

/** POST {ENQUIRY_PATHS.myQueryBooking}: the booking form. */
export const bookingFormSchema = z.strictObject(bookingFormFields).superRefine(notifyPartyRule);
export type BookingForm = z.infer<typeof bookingFormSchema>;
export type BookingFormInput = z.input<typeof bookingFormSchema>;

/** POST {ENQUIRY_PATHS.bookingLink}: the form and the link's token. */
export const bookingLinkFormSchema = z
  .strictObject({ ...bookingFormFields, token: forwardLinkTokenSchema })
  .superRefine(notifyPartyRule);
export type BookingLinkForm = z.infer<typeof bookingLinkFormSchema>;

export const bookingLinkParamsSchema = z.strictObject({
  refNo: z.string().min(1).max(40),
});
export const bookingLinkQuerySchema = z.strictObject({ token: forwardLinkTokenSchema });

/** An upload of the booking form: which required document it is. */
export const bookingDocumentQuerySchema = z.strictObject({
  code: z.enum(OPERATION_FILE_CODES, { error: 'Choose a document from the list' }),
});
export const bookingLinkDocumentQuerySchema = bookingDocumentQuerySchema.extend({
  token: forwardLinkTokenSchema,
});

// ── Answers

const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), fullName: z.string() });
const amount = z.string();

/** A document the forwarder's operation file settings require, and where the booking stands with it. */
export const bookingRequiredDocumentSchema = z.object({
  code: z.enum(OPERATION_FILE_CODES),
  label: z.string(),
  /** A KYC document the customer's KYC holds already: nothing to upload. */
  isOnFile: z.boolean(),
  /** Uploaded for this booking (not yet booked) or carried by the booking. */
  files: z.array(storedFileSchema),
});
export type BookingRequiredDocument = z.infer<typeof bookingRequiredDocumentSchema>;

export const bookingJobSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(Object.keys(JOB_STATUS) as [JobStatusCode, ...JobStatusCode[]]),
  statusLabel: z.string(),
});
export type BookingJob = z.infer<typeof bookingJobSchema>;

/** A booking as stored: parties, cargo, documents, and the job it opened. */
export const bookingSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  enquiryReference: z.string(),
  quoteOptionId: z.number().int(),
  /** DCSA Booking 2.0 bookingStatus. */
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  version: z.number().int(),
  shipper: bookingPartySchema('Shipper'),
  consignee: bookingPartySchema('Consignee'),
  notifySameAsConsignee: z.boolean(),
  notifyParty: bookingPartySchema('Notify party').nullable(),
  cargo: storedBookingCargoSchema,
  remarks: z.string().nullable(),
  /** Null when booked through the booking link. */
  submittedBy: person.nullable(),
  submittedAt: timestampSchema,
  documents: z.array(storedFileSchema),
  job: bookingJobSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The option booked, sell side only (what the customer accepted). */
export const bookingOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quoteId: z.number().int(),
  quoteReference: z.string(),
  validTill: z.string(),
  currency: z.string(),
  offeredSell: amount,
  shippingLine: named.nullable(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
});
export type BookingOption = z.infer<typeof bookingOptionSchema>;

/** What the booking form shows and needs (GET myQueryBooking and the booking link). */
export const bookingContextSchema = z.object({
  enquiry: z.object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(ENQUIRY_STATUSES),
    version: z.number().int(),
    mode: z.string(),
    loadType: z.string().nullable(),
    originPort: z.string(),
    destinationPort: z.string(),
    commodityType: z.string(),
    cargoReadyDate: z.string(),
    /** Containers (FCL) or packages (air, LCL) as enquired. */
    packageCount: z.number().int(),
    grossWeightKg: amount.nullable(),
    /** The enquiry's lines, which the form's cargo lines start from: containers (FCL) or packages. */
    containers: z.array(
      z.object({ containerSizeId: z.number().int(), containerSizeName: z.string(), count: z.number().int() }),
    ),
    packages: z.array(enquiryPackageSchema),
    customerName: z.string(),
    forwarderName: z.string(),
  }),
  option: bookingOptionSchema.nullable(),
  requiredDocuments: z.array(bookingRequiredDocumentSchema),
  booking: bookingSchema.nullable(),
  /** The customer's address book (domain addressBookOf): its own company, then its bookings' parties. */
  addressBook: z.array(addressBookPartySchema),
  /** The party the customer is by the enquiry's incoterm (customerPartyRole), which the form prefills. */
  customerRole: z.enum(['shipper', 'consignee']),
  /** The customer's own company as a party (its KYC record); null without one. */
  customerParty: bookingPartyAnswerSchema.nullable(),
});
export type BookingContext = z.infer<typeof bookingContextSchema>;

/** The booking link's state, for the forwarder. */
export const bookingLinkStateSchema = z.object({
  email: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  usedAt: timestampSchema.nullable(),
  isExpired: z.boolean(),
});

/** GET {ENQUIRY_PATHS.booking}: the forwarder's view, with the supplier of the option booked. */
export const staffBookingSchema = z.object({
  enquiryId: z.number().int(),
  enquiryStatus: z.enum(ENQUIRY_STATUSES),
  enquiryVersion: z.number().int(),
  option: bookingOptionSchema.nullable(),
  supplier: z
    .object({ vendor: named.nullable(), shippingLine: named.nullable(), buyTotal: amount })
    .nullable(),
  booking: bookingSchema.nullable(),
  bookingLink: bookingLinkStateSchema.nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** POST {ENQUIRY_PATHS.bookingLinkRenew}: the enquiry's version as read. */
export const bookingLinkRenewRequestSchema = z.strictObject({
  version: z
    .number({ error: 'Version must be a number' })
    .int('Version must be a whole number')
    .min(0, 'Version must be 0 or more')
    .max(ID_MAX, 'Version is not valid')
    .optional(),
});
export type BookingLinkRenewRequest = z.infer<typeof bookingLinkRenewRequestSchema>;

// ── Feedback

/** POST {ENQUIRY_PATHS.myQueryFeedback}: stars and a comment, once per booked enquiry. */
export const feedbackRequestSchema = z.strictObject({
  rating: z
    .number({ error: 'Rating must be a number' })
    .int('Rating must be a whole number')
    .min(FEEDBACK_RATING_MIN, `Rating must be between ${FEEDBACK_RATING_MIN} and ${FEEDBACK_RATING_MAX}`)
    .max(FEEDBACK_RATING_MAX, `Rating must be between ${FEEDBACK_RATING_MIN} and ${FEEDBACK_RATING_MAX}`),
  comment: proseSchema('Comment', 2000).nullable().optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  enquiryReference: z.string(),
  customer: named,
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdBy: person,
  createdAt: timestampSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET {ENQUIRY_PATHS.feedback}: paged, filtered by rating, searched by reference, customer or comment. */
export const feedbackListQuerySchema = pageQuerySchema.extend({
  rating: z.coerce.number().int().min(FEEDBACK_RATING_MIN).max(FEEDBACK_RATING_MAX).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

/** GET {ENQUIRY_PATHS.feedbackSummary}: over the feedback the list's search finds. */
export const feedbackSummaryQuerySchema = pageQuerySchema.pick({ search: true });
export type FeedbackSummaryQuery = z.infer<typeof feedbackSummaryQuerySchema>;

/** The ratings at a glance: their count, average (null without any) and how many gave each star. */
export const feedbackSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** One entry per rating, FEEDBACK_RATING_MIN to FEEDBACK_RATING_MAX, zeros included. */
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
