import { z } from 'zod';
import { versionActivateRequestSchema, versionListQuerySchema, versionTextSchema } from '../versions/schemas';
import { TERMS_BODY_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from './paths';

/** A new version of terms; the server numbers it and it starts inactive. */
export const termsVersionRequestSchema = z.strictObject({
  title: versionTextSchema('Title', TERMS_TITLE_MAX_LENGTH),
  body: versionTextSchema('Terms text', TERMS_BODY_MAX_LENGTH),
});
export type TermsVersionRequest = z.infer<typeof termsVersionRequestSchema>;

export const termsActivateRequestSchema = versionActivateRequestSchema;

/** The versions list: newest first unless asked otherwise, searched by title. */
export const termsListQuerySchema = versionListQuerySchema;
export type TermsListQuery = z.infer<typeof termsListQuerySchema>;
