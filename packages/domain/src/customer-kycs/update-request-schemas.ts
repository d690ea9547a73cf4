import { z } from 'zod';
import { proseSchema, requiredProseSchema } from '../api/fields';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { storedFileSchema } from '../files/schemas';
import { KYC_STATUSES, KYC_UPDATE_REQUEST_STATUSES, type KycUpdateRequestStatus } from './codes';
import {
  KYC_ADDRESS_TYPE_LABELS,
  KYC_DETAIL_LABELS,
  type KycAddressType,
  type KycDetails,
  kycDetailsSchema,
} from './details';
import { kycPersonSchema } from './review-schemas';

/** The customer's own KYC (SPEC's getByUser) and its requests to change the details. */

export const KYC_UPDATE_REQUEST_TEXT_MAX_LENGTH = 500;

export const KYC_UPDATE_REQUEST_STATUS_LABELS: Record<KycUpdateRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const KYC_UPDATE_REQUEST_MESSAGES = {
  kycNotFound: 'Your company has no KYC with a forwarder',
  notFound: 'KYC update request not found',
  notApproved: 'Your KYC must be approved before you can request changes',
  nothingToChange: 'Nothing to change: the details are the same as now',
  alreadyPending: 'An update request is already waiting for a decision',
  alreadyDecided: 'This update request has already been decided',
  /** A changed field was changed again (by another approval) after the request was made. */
  changedSince: (label: string) =>
    `${label} has changed since the request was made: reject this request and ask for a new one`,
  requested: 'Your update request has been sent to your forwarder',
  approved: 'The update request has been approved and the details changed',
  rejected: 'The update request has been rejected',
} as const;

/** The details' fields in the form's order: the `field` of a change. */
export const KYC_DETAIL_FIELDS = Object.keys(KYC_DETAIL_LABELS) as [
  keyof KycDetails,
  ...(keyof KycDetails)[],
];

const remarksSchema = proseSchema('Remarks', KYC_UPDATE_REQUEST_TEXT_MAX_LENGTH).nullable().optional();

/** POST list (the customer): the details as they should be, all of them, and why. */
export const kycUpdateRequestCreateSchema = z.strictObject({
  details: kycDetailsSchema,
  remarks: remarksSchema,
});
export type KycUpdateRequestCreate = z.infer<typeof kycUpdateRequestCreateSchema>;

/** POST approve: an optional note for the approve log. */
export const kycUpdateRequestApproveSchema = z.strictObject({ remarks: remarksSchema });
export type KycUpdateRequestApprove = z.infer<typeof kycUpdateRequestApproveSchema>;

/** POST reject: the reason the customer is told. */
export const kycUpdateRequestRejectSchema = z.strictObject({
  reason: requiredProseSchema('Reason', KYC_UPDATE_REQUEST_TEXT_MAX_LENGTH),
});
export type KycUpdateRequestReject = z.infer<typeof kycUpdateRequestRejectSchema>;

/** The forwarder's list: paged, searched by the customer company's name, filtered by status. */
export const kycUpdateRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(KYC_UPDATE_REQUEST_STATUSES, { error: 'Choose a status of the list' }).optional(),
});
export type KycUpdateRequestListQuery = z.infer<typeof kycUpdateRequestListQuerySchema>;

/**
 * One changed field: its label, the value when the request was made and the value asked for.
 * Values are as stored (optional text null, object keys sorted); `describeKycDetailValue` reads them.
 */
export const kycUpdateRequestChangeSchema = z.object({
  field: z.enum(KYC_DETAIL_FIELDS),
  label: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type KycUpdateRequestChange = z.infer<typeof kycUpdateRequestChangeSchema>;

/** One request, as both lists and the item answer it. */
export const kycUpdateRequestSchema = z.object({
  id: z.number().int(),
  kycId: z.number().int(),
  status: z.enum(KYC_UPDATE_REQUEST_STATUSES),
  /** The customer company, by its current name. */
  company: z.object({ id: z.number().int(), name: z.string() }),
  changes: z.array(kycUpdateRequestChangeSchema),
  remarks: z.string().nullable(),
  requestedBy: kycPersonSchema,
  requestedAt: timestampSchema,
  reviewedBy: kycPersonSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
  rejectionReason: z.string().nullable(),
});
export type KycUpdateRequest = z.infer<typeof kycUpdateRequestSchema>;

/** GET CUSTOMER_KYC_PATHS.mine: the signed-in customer's KYC, who looks after it, its documents. */
export const customerKycMineSchema = z.object({
  id: z.number().int(),
  status: z.enum(KYC_STATUSES),
  shortName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  details: kycDetailsSchema.nullable(),
  /** The forwarder and how to reach it (its company settings' contact e-mail and phone). */
  forwarder: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  salesPerson: z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable(),
  documents: z.array(storedFileSchema),
  pendingUpdateRequest: kycUpdateRequestSchema.nullable(),
});
export type CustomerKycMine = z.infer<typeof customerKycMineSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const joined = (parts: unknown[], separator: string) => parts.map(textOf).filter(Boolean).join(separator);

function describeContact(contact: Record<string, unknown>) {
  const designation = textOf(contact.designation);
  const name = designation ? `${textOf(contact.name)} (${designation})` : textOf(contact.name);
  return joined([name, contact.email, contact.phone], ' · ');
}

function describeAddress(address: Record<string, unknown>) {
  const type = KYC_ADDRESS_TYPE_LABELS[address.type as KycAddressType] ?? textOf(address.type);
  const place = joined(
    [address.addressLine1, address.addressLine2, address.city, address.postalCode, address.countryCode],
    ', ',
  );
  return `${type}: ${place}`;
}

/**
 * A details value as lines a person reads: one line of text, one line per contact or address, none
 * when empty. Reads stored and requested values alike, so a change shows the same on both sides.
 */
export function describeKycDetailValue(field: keyof KycDetails, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  if (!Array.isArray(value)) return [textOf(value)];
  const describe = field === 'addresses' ? describeAddress : describeContact;
  return value.filter(isRecord).map(describe);
}
