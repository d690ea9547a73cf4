import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { invisibleCharacterMessage, isVisibleText, noNul } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { VERSION_STATUSES } from './statuses';

/** A required, trimmed text of a versioned document (title, body), without NUL. */
export const versionTextSchema = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must not exceed ${max.toLocaleString('en-US')} characters`)
    .refine(noNul, `${label} contains an invalid character`);

/** The title of a versioned document: a name, so nothing invisible in it. */
export const versionTitleSchema = (label: string, max: number) =>
  versionTextSchema(label, max).refine(isVisibleText, invisibleCharacterMessage(label));

/** Activation carries nothing: an empty object or no body at all (which Fastify reads as null). */
export const versionActivateRequestSchema = z.strictObject({}).nullish();

export const VERSION_SORTS = ['version', 'title', 'createdAt'] as const;

/** A list of versions: newest first unless asked otherwise, searched by text. */
export const versionListQuerySchema = sortedPageQuerySchema(VERSION_SORTS, 'desc');

/** A version as a list of versioned documents (terms, licence agreements, disclaimers) shows it. */
export const versionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  isActive: z.boolean(),
  status: z.enum(VERSION_STATUSES),
  /** Who accepted it (customers, users, or companies at registration). */
  acceptanceCount: z.number().int(),
  createdAt: timestampSchema,
  createdByName: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
