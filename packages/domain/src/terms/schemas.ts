import { z } from 'zod';
import {
  versionActivateRequestSchema,
  versionListQuerySchema,
  versionSummarySchema,
  versionTextSchema,
  versionTitleSchema,
} from '../versions/schemas';
import { TERMS_BODY_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from './paths';

/** A new version of terms; the server numbers it and it starts inactive. */
export const termsVersionRequestSchema = z.strictObject({
  title: versionTitleSchema('Title', TERMS_TITLE_MAX_LENGTH),
  body: versionTextSchema('Terms text', TERMS_BODY_MAX_LENGTH),
});
export type TermsVersionRequest = z.infer<typeof termsVersionRequestSchema>;

export const termsActivateRequestSchema = versionActivateRequestSchema;

/** The versions list: newest first unless asked otherwise, searched by title. */
export const termsListQuerySchema = versionListQuerySchema;
export type TermsListQuery = z.infer<typeof termsListQuerySchema>;

/** A row of the versions list; its acceptance count: the customers (or, for the platform's, the users). */
export const termsVersionSummarySchema = versionSummarySchema;
export type TermsVersionSummary = z.infer<typeof termsVersionSummarySchema>;

/** A version with its text. */
export const termsVersionSchema = termsVersionSummarySchema.extend({ body: z.string() });
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** Terms in force that the caller must accept: the platform's (system) or its forwarder's (company). */
export const activeTermsSchema = z.object({
  id: z.number().int(),
  scope: z.enum(['system', 'company']),
  companyName: z.string().nullable(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  accepted: z.boolean(),
});
export type ActiveTerms = z.infer<typeof activeTermsSchema>;
