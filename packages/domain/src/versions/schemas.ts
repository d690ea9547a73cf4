import { z } from 'zod';
import { noNul, pageQuerySchema } from '../api/schemas';

/** A required, trimmed text of a versioned document (title, body), without NUL. */
export const versionTextSchema = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max.toLocaleString('en-US')} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** Activation carries nothing: an empty object or no body at all (which Fastify reads as null). */
export const versionActivateRequestSchema = z.strictObject({}).nullish();

/** A list of versions: newest first unless asked otherwise, searched by text. */
export const versionListQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['version', 'title', 'createdAt']).default('version'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
