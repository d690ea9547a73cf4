import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** PostgreSQL rejects NUL in text: refusing it in the schemas keeps it a 400 instead of a 500. */
export const noNul = (s: string) => !s.includes('\u0000');

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
