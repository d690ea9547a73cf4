import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';
import { TERMS_BODY_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from './paths';

const textSchema = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max.toLocaleString('en-US')} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** A new version of terms; the server numbers it and it starts inactive. */
export const termsVersionRequestSchema = z.strictObject({
  title: textSchema('Title', TERMS_TITLE_MAX_LENGTH),
  body: textSchema('Terms text', TERMS_BODY_MAX_LENGTH),
});
export type TermsVersionRequest = z.infer<typeof termsVersionRequestSchema>;

/** Activation carries nothing: an empty object or no body at all (which Fastify reads as null). */
export const termsActivateRequestSchema = z.strictObject({}).nullish();

/** The versions list: newest first unless asked otherwise, searched by title. */
export const termsListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['version', 'title', 'createdAt']).default('version'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TermsListQuery = z.infer<typeof termsListQuerySchema>;
