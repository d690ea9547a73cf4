import { asc, type Column, desc, type SQL } from 'drizzle-orm';
import { escapeLike } from './sql';

/** `%text%` with LIKE wildcards taken literally, or null without a search. */
export const searchPattern = (search: string | undefined) => (search ? `%${escapeLike(search)}%` : null);

/** The ORDER BY of a sorted list, with the id as tie-breaker so pages never overlap. */
export const orderOf = (column: Column | SQL, order: 'asc' | 'desc', id: Column) =>
  order === 'desc' ? [desc(column), desc(id)] : [asc(column), asc(id)];

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
