import { z } from 'zod';
import { proseSchema, requiredProseSchema, requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { storedFileSchema } from '../files/schemas';
import { emailSchema, recordRefSchema } from '../organisation/schemas';
import { KYC_LIST_FILTERS, KYC_LOG_ACTIONS, KYC_STATUSES } from './codes';
import { kycDetailsSchema } from './details';

/** The forwarder's side of customer onboarding: its list, the invitation and the review. */

export const KYC_REVIEW_TEXT_MAX_LENGTH = 500;

/** How the forwarder's KYC list sorts; the newest first unless told. */
export const KYC_LIST_SORTS = ['createdAt', 'submittedAt', 'companyName', 'status'] as const;

export const kycListQuerySchema = sortedPageQuerySchema(KYC_LIST_SORTS, 'desc').extend({
  status: z.enum(KYC_LIST_FILTERS, { error: 'Choose a status of the list' }).optional(),
  salesPersonId: queryIdSchema,
});
export type KycListQuery = z.infer<typeof kycListQuerySchema>;

const remarksSchema = proseSchema('Remarks', KYC_REVIEW_TEXT_MAX_LENGTH).nullable().optional();

/** A record chosen in a picker, named in the message when it is not a record id. */
const chosenIdSchema = (label: string) =>
  z
    .number({ error: `Choose a ${label}` })
    .int(`Choose a ${label}`)
    .positive(`Choose a ${label}`)
    .max(2_147_483_647, `Choose a ${label}`);
const salesPersonIdSchema = chosenIdSchema('sales person');
const tierIdSchema = chosenIdSchema('tier');

/** The copy the reviewer read: a move from an older copy is refused (409 on `version`). */
const expectedVersionSchema = z
  .number({ error: 'Expected version must be a number' })
  .int('Expected version must be a whole number')
  .min(0, 'Expected version must not be negative')
  .max(2_147_483_647, 'Expected version is too large');

export const kycInviteRequestSchema = z.strictObject({
  email: emailSchema,
  companyName: requiredTextSchema('Company name', 200),
  /** The caller when absent. */
  salesPersonId: salesPersonIdSchema.optional(),
});
export type KycInviteRequest = z.infer<typeof kycInviteRequestSchema>;

export const kycApproveRequestSchema = z.strictObject({
  expectedVersion: expectedVersionSchema,
  /** The tier the customer starts with; absent or null leaves it as it is. */
  tierId: tierIdSchema.nullable().optional(),
  remarks: remarksSchema,
});
export type KycApproveRequest = z.infer<typeof kycApproveRequestSchema>;

export const kycRejectRequestSchema = z.strictObject({
  expectedVersion: expectedVersionSchema,
  reason: requiredProseSchema('Reason', KYC_REVIEW_TEXT_MAX_LENGTH),
});
export type KycRejectRequest = z.infer<typeof kycRejectRequestSchema>;

/** null takes the customer off any tier. */
export const kycTierRequestSchema = z.strictObject({
  tierId: tierIdSchema.nullable(),
});
export type KycTierRequest = z.infer<typeof kycTierRequestSchema>;

export const kycTransferRequestSchema = z.strictObject({
  salesPersonId: salesPersonIdSchema,
  remarks: remarksSchema,
});
export type KycTransferRequest = z.infer<typeof kycTransferRequestSchema>;

/** A person of the forwarder (a sales person, the actor of a log line), by name. */
export const kycPersonSchema = z.object({ id: z.number().int(), fullName: z.string() });
export type KycPerson = z.infer<typeof kycPersonSchema>;
/** The enabled staff a customer may be assigned to, by name. */
export const kycPersonListSchema = z.object({ items: z.array(kycPersonSchema) });

/** One row of the forwarder's list. */
export const customerKycSummarySchema = z.object({
  id: z.number().int(),
  /** The submitted company name, else the name the inviter typed. */
  companyName: z.string(),
  email: z.string(),
  status: z.enum(KYC_STATUSES),
  salesPerson: kycPersonSchema.nullable(),
  tier: recordRefSchema.nullable(),
  submittedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  /** An update request waits for the forwarder's decision. */
  hasPendingUpdate: z.boolean(),
});
export type CustomerKycSummary = z.infer<typeof customerKycSummarySchema>;

/** One KYC as the reviewer sees it: what was submitted, its documents and where it stands. */
export const customerKycSchema = customerKycSummarySchema.extend({
  version: z.number().int(),
  invitedCompanyName: z.string().nullable(),
  shortName: z.string().nullable(),
  username: z.string().nullable(),
  /** The form's company details, contacts and addresses; null until submitted. */
  details: kycDetailsSchema.nullable(),
  /** The customer company the submission created, and its first user. */
  customerCompany: z.object({ id: z.number().int(), shortName: z.string().nullable() }).nullable(),
  customerUser: z
    .object({ id: z.number().int(), username: z.string(), isEmailVerified: z.boolean() })
    .nullable(),
  reviewedAt: timestampSchema.nullable(),
  reviewedBy: kycPersonSchema.nullable(),
  rejectionReason: z.string().nullable(),
  documents: z.array(storedFileSchema),
  /** The update request waiting for a decision, if any. */
  pendingUpdateRequestId: z.number().int().nullable(),
  /** Credit with the forwarder: a limit in its base currency and terms in days; null: none (DO against payment). */
  credit: z.object({ limit: z.string(), termsDays: z.number().int() }).nullable(),
});
export type CustomerKyc = z.infer<typeof customerKycSchema>;

/** One line of the approve log: who did what, when, and what changed. */
export const kycApproveLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(KYC_LOG_ACTIONS),
  actionLabel: z.string(),
  /** Null when the customer acted through its link without signing in. */
  actor: kycPersonSchema.nullable(),
  remarks: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: timestampSchema,
});
export type KycApproveLogEntry = z.infer<typeof kycApproveLogEntrySchema>;

export const kycApproveLogSchema = z.object({ items: z.array(kycApproveLogEntrySchema) });
export type KycApproveLog = z.infer<typeof kycApproveLogSchema>;
