import { z } from 'zod';
import { pathIdSchema, proseSchema, requiredProseSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import {
  type BookingParty,
  bookingCargoSchema,
  bookingPartySchema,
  type StoredBookingCargo,
  storedBookingCargoSchema,
  storedCargoOf,
} from '../rate-enquiries/booking-schemas';
import { AMENDMENT_STATUS, AMENDMENT_STATUS_CODES } from './codes';

/**
 * The customer's amendment request (PRODUCT §2.7 "Amendment requests"): the booking fields it asks
 * to change, with the booking form's own rules, and why; operations approves (the booking takes
 * them, with a history row) or rejects.
 */

/** The booking fields an amendment may change, in the order they are named. */
export const AMENDMENT_FIELDS = ['shipper', 'consignee', 'notifyParty', 'cargo', 'remarks'] as const;
export type AmendmentField = (typeof AMENDMENT_FIELDS)[number];
export const AMENDMENT_FIELD_LABELS: Record<AmendmentField, string> = {
  shipper: 'Shipper',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
  cargo: 'Cargo',
  remarks: 'Remarks',
};

export const AMENDMENT_MESSAGES = {
  requested: 'Your amendment request has been sent to your forwarder.',
  approved: 'The amendment is approved: the booking has been changed.',
  rejected: 'The amendment is rejected: the booking stays as it was.',
  nothingToChange: 'Change at least one booking field',
  openRequest: 'This job has an amendment request waiting for an answer already',
  notOpen: 'This amendment request has been answered already',
  notFound: 'Amendment request not found',
  jobFinal: 'A closed or cancelled job cannot be amended',
  rejectRemarks: 'Remarks are required to reject a request',
  stale: 'This amendment request was changed by someone else; reload it and try again.',
} as const;

export const AMENDMENT_NOTIFICATION_KIND = {
  requested: 'job-amendment-requested',
  decided: 'job-amendment-decided',
} as const;

/**
 * The changes asked for: any of the booking's fields, at least one. `notifySameAsConsignee: true`
 * makes the consignee the notify party again; a `notifyParty` names another one.
 */
export const amendmentChangesRequestSchema = z
  .strictObject(
    {
      shipper: bookingPartySchema('Shipper').optional(),
      consignee: bookingPartySchema('Consignee').optional(),
      notifySameAsConsignee: z
        .boolean({ error: 'Notify party same as consignee must be true or false' })
        .optional(),
      notifyParty: bookingPartySchema('Notify party').nullable().optional(),
      cargo: bookingCargoSchema.optional(),
      remarks: proseSchema('Remarks', 2000).nullable().optional(),
    },
    { error: 'Changes are required' },
  )
  .superRefine((changes, ctx) => {
    const named = Object.values(changes).some((v) => v !== undefined);
    if (!named) ctx.addIssue({ code: 'custom', message: AMENDMENT_MESSAGES.nothingToChange });
    if (changes.notifySameAsConsignee === true && changes.notifyParty) {
      ctx.addIssue({
        code: 'custom',
        path: ['notifyParty'],
        message: 'Notify party is left out when it is the consignee',
      });
    }
    if (changes.notifySameAsConsignee === false && !changes.notifyParty) {
      ctx.addIssue({ code: 'custom', path: ['notifyParty'], message: 'Notify party is required' });
    }
  });
export type AmendmentChangesRequest = z.infer<typeof amendmentChangesRequestSchema>;

/** POST {JOB_PATHS.myJobAmendments}: the changes and the reason. */
export const jobAmendmentRequestSchema = z.strictObject({
  changes: amendmentChangesRequestSchema,
  reason: requiredProseSchema('Reason', 1000),
});
export type JobAmendmentRequest = z.infer<typeof jobAmendmentRequestSchema>;
export type JobAmendmentRequestInput = z.input<typeof jobAmendmentRequestSchema>;

/**
 * The changes as stored and answered (and what they replaced, `previous`): only the fields
 * changed; `notifyParty: null` is "the consignee".
 */
export type AmendmentChanges = {
  shipper?: BookingParty;
  consignee?: BookingParty;
  notifyParty?: BookingParty | null;
  cargo?: StoredBookingCargo;
  remarks?: string | null;
};

const storedParty = z.object({
  name: z.string(),
  address: z.string(),
  contact: z.string().nullable().optional(),
  email: z.string(),
  phone: z.string(),
});
export const amendmentChangesSchema = z.object({
  shipper: storedParty.optional(),
  consignee: storedParty.optional(),
  notifyParty: storedParty.nullable().optional(),
  cargo: storedBookingCargoSchema.optional(),
  remarks: z.string().nullable().optional(),
});

/** The request's changes in their stored form: empty optional texts as null, the notify party folded. */
export function toAmendmentChanges(
  request: AmendmentChangesRequest,
  /** The names of the container sizes the cargo's lines give (storedCargoOf). */
  sizeNames: ReadonlyMap<number, string> = new Map(),
): AmendmentChanges {
  const party = (p: BookingParty): BookingParty => ({ ...p, contact: p.contact || null });
  const changes: AmendmentChanges = {};
  if (request.shipper) changes.shipper = party(request.shipper);
  if (request.consignee) changes.consignee = party(request.consignee);
  if (request.notifySameAsConsignee === true) changes.notifyParty = null;
  else if (request.notifyParty) changes.notifyParty = party(request.notifyParty);
  if (request.cargo) changes.cargo = storedCargoOf(request.cargo, sizeNames);
  if (request.remarks !== undefined) changes.remarks = request.remarks || null;
  return changes;
}

/** The fields a set of changes names, in AMENDMENT_FIELDS order. */
export const amendmentFieldsOf = (changes: AmendmentChanges): AmendmentField[] =>
  AMENDMENT_FIELDS.filter((f) => Object.hasOwn(changes, f));

/** 'Amended: shipper, cargo': the booking history's remarks for an approved amendment. */
export const amendedRemarks = (changes: AmendmentChanges) =>
  `Amended: ${amendmentFieldsOf(changes)
    .map((f) => AMENDMENT_FIELD_LABELS[f].toLowerCase())
    .join(', ')}`;

const version = z
  .number({ error: 'Version is required' })
  .int('Version is required')
  .min(0, 'Version is required')
  .max(2_147_483_647, 'Version is not valid');

export const AMENDMENT_DECISIONS = ['approved', 'rejected'] as const;

/** POST {JOB_PATHS.amendmentResponse}: approve or reject the request at the version read. */
export const jobAmendmentResponseSchema = z
  .strictObject({
    decision: z.enum(AMENDMENT_DECISIONS, { error: 'Choose approve or reject' }),
    version,
    remarks: proseSchema('Remarks', 1000).nullable().optional(),
  })
  .refine((v) => v.decision !== 'rejected' || Boolean(v.remarks), {
    path: ['remarks'],
    message: AMENDMENT_MESSAGES.rejectRemarks,
  });
export type JobAmendmentResponse = z.infer<typeof jobAmendmentResponseSchema>;

const person = z.object({ id: z.number().int(), fullName: z.string() });

/** An amendment request as both doors answer it. */
export const jobAmendmentSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  bookingId: z.number().int(),
  status: z.enum(AMENDMENT_STATUS_CODES),
  statusLabel: z.string(),
  version: z.number().int(),
  /** The labels of the fields asked for, in order ('Shipper', 'Cargo'). */
  fields: z.array(z.string()),
  changes: amendmentChangesSchema,
  /** What an approved request replaced; null until approved. */
  previous: amendmentChangesSchema.nullable(),
  reason: z.string(),
  requestedBy: person,
  requestedAt: timestampSchema,
  decidedBy: person.nullable(),
  decidedAt: timestampSchema.nullable(),
  responseRemarks: z.string().nullable(),
});
export type JobAmendment = z.infer<typeof jobAmendmentSchema>;

export const amendmentStatusLabel = (status: string) =>
  AMENDMENT_STATUS[status as keyof typeof AMENDMENT_STATUS] ?? status;

export const jobAmendmentParamsSchema = z.strictObject({ id: pathIdSchema, amendmentId: pathIdSchema });
