import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** PostgreSQL rejects NUL in text: refusing it in the schemas keeps it a 400 instead of a 500. */
export const noNul = (s: string) => !s.includes('\u0000');

/**
 * Bidi embeddings, overrides and isolates, and zero-width and other invisible formatting
 * characters. In a name or an identifier they change how it displays without showing themselves
 * ('invoice\u202Efdp.exe' shows as 'invoiceexe.pdf'), so names refuse them. Prose keeps them:
 * Arabic text needs its marks, emoji sequences their joiners.
 */
const INVISIBLE_OR_BIDI = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** Whether text is free of the characters above: what a name or an identifier shows is what it is. */
export const isVisibleText = (s: string) => !INVISIBLE_OR_BIDI.test(s);

export const invisibleCharacterMessage = (label: string) =>
  `${label} must not contain invisible or direction-changing characters`;

export const searchSchema = z
  .string()
  .trim()
  .max(200)
  .refine(noNul, 'Search contains an invalid character')
  .optional();

/** List query of every paged list (PRODUCT §5: paged and filtered on the server). */
export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: searchSchema,
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
