import { z } from 'zod';
import { noNul } from '../api/schemas';
import { linkTokenSchema } from '../auth/schemas';
import { shortNameSchema } from '../company-settings/schemas';
import { storedFileSchema } from '../files/schemas';
import { emailSchema, fullNameSchema, newUsernameSchema } from '../organisation/schemas';
import { KYC_DOCUMENT_COLLECTIONS } from './codes';
import { kycDetailsSchema } from './details';

/** What the public form (/customerKyc/…) tells its visitor (PRODUCT §6: one answer for every bad link). */
export const KYC_PUBLIC_MESSAGES = {
  linkInvalid: 'This link is no longer valid. Ask your forwarder for a new one.',
  forwarderRequired: "Enter your forwarder's short name",
  forwarderUnknown: 'No approved forwarder has this short name',
  salesPersonUnknown: 'This link does not name a sales person of an approved forwarder',
  documentRequired: (label: string) => `Upload the ${label.toLowerCase()}`,
  documentCollection: 'Choose one of the KYC documents: CL, CRD, BDD or TD',
  termsRequired: "You must accept the forwarder's terms and conditions",
  termsChanged:
    "The forwarder's terms and conditions have changed. Please read and accept the current version.",
  emailFixed: 'Use the e-mail address the invitation was sent to',
  submitted: 'Your KYC has been submitted. Your forwarder will review it.',
  documentRemoved: 'Document removed',
} as const;

const idField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);

/** The path's user id: the inviting sales person, 0 when the link names none (customerKycLink). */
const linkUserIdSchema = z
  .number({ error: 'User id must be a number' })
  .int('User id must be a whole number')
  .min(0, 'User id must not be negative')
  .max(2_147_483_647, 'User id is too large');

/** The path's e-mail as typed: compared with the link's, never trusted as an address. */
const linkEmailSchema = z
  .string({ error: 'E-mail must be text' })
  .max(254, 'E-mail must not exceed 254 characters')
  .refine(noNul, 'E-mail contains an invalid character');

/**
 * POST publicOpen: the parts of /customerKyc/:user_id?/:email?/:invitation_id?token=… as the page
 * found them. A link that does not match (or is missing) gets the one `linkInvalid` answer.
 */
export const kycPublicOpenRequestSchema = z.strictObject({
  userId: linkUserIdSchema.optional(),
  email: linkEmailSchema.optional(),
  invitationId: idField('Invitation id').optional(),
  token: linkTokenSchema.optional(),
});
export type KycPublicOpenRequest = z.infer<typeof kycPublicOpenRequestSchema>;

/**
 * POST publicStart: a self-service KYC without an invitation. The forwarder is the sales person's
 * company (`userId`, from a shared /customerKyc/:user_id link) or the one with `forwarderShortName`.
 */
export const kycPublicStartRequestSchema = z
  .strictObject({
    userId: idField('User id').optional(),
    email: emailSchema.optional(),
    forwarderShortName: shortNameSchema.optional(),
  })
  .refine((b) => b.userId !== undefined || b.forwarderShortName !== undefined, {
    message: KYC_PUBLIC_MESSAGES.forwarderRequired,
    path: ['forwarderShortName'],
  });
export type KycPublicStartRequest = z.infer<typeof kycPublicStartRequestSchema>;

/** An uploaded KYC document as the public form lists it (no download URL: it previews by collection). */
export const kycPublicDocumentSchema = storedFileSchema
  .pick({ originalName: true, contentType: true, sizeBytes: true })
  .extend({ collection: z.enum(KYC_DOCUMENT_COLLECTIONS) });
export type KycPublicDocument = z.infer<typeof kycPublicDocumentSchema>;

/** The path parameter of the public document calls: one of the KYC document collections. */
export const kycDocumentParamsSchema = z.strictObject({
  collection: z.enum(KYC_DOCUMENT_COLLECTIONS, { error: KYC_PUBLIC_MESSAGES.documentCollection }),
});

/** The forwarder's terms in force that the customer accepts on submitting. */
export const kycPublicTermsSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string() });

/** The form's state: whom the KYC is for, what is fixed, what is uploaded and saved so far. */
export const kycPublicFormSchema = z.object({
  invitationId: z.number().int(),
  /** The link's user id (the sales person who shared it), null for none: with `email`, the link's path. */
  userId: z.number().int().nullable(),
  forwarder: z.object({ id: z.number().int(), name: z.string() }),
  invitedCompanyName: z.string().nullable(),
  /** The link's e-mail ('' when a self-service start gave none). */
  email: z.string(),
  /** The link was mailed to `email`: the form keeps that address (it is proven). */
  isEmailFixed: z.boolean(),
  salesPersonName: z.string().nullable(),
  /** Null when the forwarder has no active terms. */
  terms: kycPublicTermsSchema.nullable(),
  documents: z.array(kycPublicDocumentSchema),
  details: kycDetailsSchema.nullable(),
});
export type KycPublicForm = z.infer<typeof kycPublicFormSchema>;

/** publicStart's answer: the new link's token (kept by the page; it is shown nowhere) and the form. */
export const kycPublicStartResponseSchema = kycPublicFormSchema.extend({ token: z.string() });
export type KycPublicStartResponse = z.infer<typeof kycPublicStartResponseSchema>;

/** The link of the document and submit calls, in KYC_INVITATION_HEADER and KYC_TOKEN_HEADER. */
export type KycLinkCredentials = { invitationId: number; token: string };

/**
 * POST publicSubmit: the account (short name, username, the first user) and the company details.
 * `termsId` is the terms version read (null when the forwarder has none); `acceptTerms` must be
 * true when there is one.
 */
export const kycPublicSubmitRequestSchema = z.strictObject({
  shortName: shortNameSchema,
  username: newUsernameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  details: kycDetailsSchema,
  termsId: idField('Terms id').nullable(),
  acceptTerms: z.boolean({ error: 'Accept terms must be true or false' }),
});
export type KycPublicSubmitRequest = z.infer<typeof kycPublicSubmitRequestSchema>;

/** The submission's answer: whom it went to and where the verification mail (if any) went. */
export const kycPublicSubmitResponseSchema = z.object({ forwarderName: z.string(), email: z.string() });
export type KycPublicSubmitResponse = z.infer<typeof kycPublicSubmitResponseSchema>;
