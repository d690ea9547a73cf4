import { z } from 'zod';
import { ID_MAX } from './fields';
import { pageQuerySchema } from './schemas';

/** A paged list sorted by one of `sorts` (the first is the default), ascending unless told. */
export const sortedPageQuerySchema = <const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultOrder: 'asc' | 'desc' = 'asc',
) =>
  pageQuerySchema.extend({
    sort: z.enum(sorts).default(sorts[0] as S[number] as never),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
  });

/** A record id given as a list filter in the query string. */
export const queryIdSchema = z.coerce.number().int().positive().max(ID_MAX).optional();
