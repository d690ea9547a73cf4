import { z } from 'zod';
import { versionListQuerySchema, versionTextSchema } from '../versions/schemas';
import { VERSION_BODY_MAX_LENGTH, VERSION_STATUSES, VERSION_TITLE_MAX_LENGTH } from '../versions/statuses';
import { PLATFORM_DOCUMENT_AUDIENCE_ALL, PLATFORM_DOCUMENT_AUDIENCES } from './paths';

const audienceSchema = z.enum(PLATFORM_DOCUMENT_AUDIENCES, {
  error: 'Choose everyone or a company category (CAT_FFD, CAT_VEN, CAT_CUS)',
});

const titleSchema = versionTextSchema('Title', VERSION_TITLE_MAX_LENGTH);
const bodySchema = versionTextSchema('Text', VERSION_BODY_MAX_LENGTH);

/** A new version for an audience; the server numbers it per kind and audience, and it starts as a draft. */
export const platformDocumentCreateRequestSchema = z.strictObject({
  audience: audienceSchema,
  title: titleSchema,
  body: bodySchema,
});
export type PlatformDocumentCreateRequest = z.infer<typeof platformDocumentCreateRequestSchema>;

/**
 * A draft's new text. The audience stays: it decides the version number. A version that is or
 * was active never changes (companies accepted it); the server refuses with 409.
 */
export const platformDocumentUpdateRequestSchema = z.strictObject({
  title: titleSchema,
  body: bodySchema,
});
export type PlatformDocumentUpdateRequest = z.infer<typeof platformDocumentUpdateRequestSchema>;

/** One kind's versions: paged, searched in title and text, filtered by audience and status. */
export const platformDocumentListQuerySchema = versionListQuerySchema.extend({
  sort: z.enum(['version', 'title', 'audience', 'createdAt']).default('createdAt'),
  audience: audienceSchema.optional(),
  status: z.enum(VERSION_STATUSES).optional(),
});
export type PlatformDocumentListQuery = z.infer<typeof platformDocumentListQuerySchema>;

/** The public read of the registration form: the documents for a category (and everyone's). */
export const activePlatformDocumentsQuerySchema = z.strictObject({
  audience: audienceSchema.default(PLATFORM_DOCUMENT_AUDIENCE_ALL),
});
export type ActivePlatformDocumentsQuery = z.infer<typeof activePlatformDocumentsQuerySchema>;
