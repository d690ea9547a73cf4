import { z } from 'zod';
import { sortedPageQuerySchema } from '../api/list-query';
import { versionSummarySchema, versionTextSchema, versionTitleSchema } from '../versions/schemas';
import { VERSION_BODY_MAX_LENGTH, VERSION_STATUSES, VERSION_TITLE_MAX_LENGTH } from '../versions/statuses';
import {
  PLATFORM_DOCUMENT_AUDIENCE_ALL,
  PLATFORM_DOCUMENT_AUDIENCES,
  PLATFORM_DOCUMENT_KINDS,
  SITE_PAGE_KINDS,
} from './paths';

const audienceSchema = z.enum(PLATFORM_DOCUMENT_AUDIENCES, {
  error: 'Choose everyone or a company category (CAT_FFD, CAT_VEN, CAT_CUS)',
});

const titleSchema = versionTitleSchema('Title', VERSION_TITLE_MAX_LENGTH);
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

/** Newest first by default. */
export const PLATFORM_DOCUMENT_SORTS = ['createdAt', 'version', 'title', 'audience'] as const;

/** One kind's versions: paged, searched in title and text, filtered by audience and status. */
export const platformDocumentListQuerySchema = sortedPageQuerySchema(PLATFORM_DOCUMENT_SORTS, 'desc').extend({
  audience: audienceSchema.optional(),
  status: z.enum(VERSION_STATUSES).optional(),
});
export type PlatformDocumentListQuery = z.infer<typeof platformDocumentListQuerySchema>;

/** The public read of the registration form: the documents for a category (and everyone's). */
export const activePlatformDocumentsQuerySchema = z.strictObject({
  audience: audienceSchema.default(PLATFORM_DOCUMENT_AUDIENCE_ALL),
});
export type ActivePlatformDocumentsQuery = z.infer<typeof activePlatformDocumentsQuerySchema>;

const { id, ...versionFields } = versionSummarySchema.shape;

/**
 * A row of one kind's versions list (kind and audience right after the id, as the answers list
 * them); its acceptance count: the companies that accepted it at registration.
 */
export const platformDocumentSummarySchema = z.object({
  id,
  kind: z.enum(PLATFORM_DOCUMENT_KINDS),
  audience: audienceSchema,
  ...versionFields,
});
export type PlatformDocumentSummary = z.infer<typeof platformDocumentSummarySchema>;

/** A version with its text. */
export const platformDocumentSchema = platformDocumentSummarySchema.extend({ body: z.string() });
export type PlatformDocument = z.infer<typeof platformDocumentSchema>;

/** What a registering company of an audience is shown: the licence agreement in force and the disclaimers. */
export const activePlatformDocumentsSchema = z.object({
  licenseAgreement: z
    .object({ id: z.number().int(), version: z.number().int(), title: z.string(), body: z.string() })
    .nullable(),
  disclaimers: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string() })),
});
export type ActivePlatformDocuments = z.infer<typeof activePlatformDocumentsSchema>;

/** GET {PLATFORM_DOCUMENT_PATHS.sitePage}: which page. */
export const sitePageParamsSchema = z.strictObject({
  kind: z.enum(SITE_PAGE_KINDS, { error: 'No such page' }),
});
export type SitePageParams = z.infer<typeof sitePageParamsSchema>;

/**
 * A public site page: the active version's title and text. The text is plain: paragraphs split by
 * blank lines, and a small safe subset (`# ` headings, `- ` list items), never HTML.
 */
export const sitePageSchema = z.object({
  kind: z.enum(SITE_PAGE_KINDS),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;
