import { and, asc, type Column, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../db/client';
import { escapeLike } from './sql';

/** `%text%` with LIKE wildcards taken literally, or null without a search. */
export const searchPattern = (search: string | undefined) => (search ? `%${escapeLike(search)}%` : null);

/** What a caller asks of a list: a page, a search as typed, and a key of the list's sort map. */
export type PageRequest<K extends string> = {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: K;
  order: 'asc' | 'desc';
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A sort key whose direction is part of its meaning ('Rate Descending'): the query's `order` does
 * not turn it. Made by `fixedSort`, told apart from a column by its brand.
 */
export type FixedSort = { readonly fixedSort: true; by: Column | SQL; order: 'asc' | 'desc' };
export const fixedSort = (by: Column | SQL, order: 'asc' | 'desc'): FixedSort => ({
  fixedSort: true,
  by,
  order,
});

/** A filter's condition: `column` equals the value when the query names one, nothing otherwise. */
export const optionalEq = <T>(column: Column, value: T | undefined) =>
  value === undefined ? undefined : eq(column, value);

/** What a sort key orders by: a column or an expression in the query's order, or a fixed sort. */
export type SortBy = Column | SQL | FixedSort;

const isFixedSort = (sort: SortBy): sort is FixedSort => (sort as Partial<FixedSort>).fixedSort === true;

/** A list of rows of `from`: what an item holds, which rows are in it, and how it may be sorted. */
export type ListSpec<F extends SelectedFields, K extends string> = {
  /** The table listed; its `id` breaks ties of the sort, so pages never overlap. */
  from: PgTable & { id: Column };
  /**
   * The joins the columns, the search or the filters need. The count runs over them too, so an
   * inner join counts what it lists; PostgreSQL drops a left join to a unique key from the count
   * when nothing of it is used there.
   */
  joins?: (query: PgSelect) => PgSelect;
  /**
   * What an item holds, computed SQL among them. Columns of left-joined tables come out typed as
   * not null: wrap them in typed `sql` or let the caller's item type say they may be null.
   */
  columns: F;
  /** The rows the caller may see at all (the company of the verified token …). */
  where: SQL | undefined;
  /** The condition of a search for `pattern` ('%text%', the text's wildcards escaped). */
  search: (pattern: string) => SQL | undefined;
  /** The list's own filters; undefined ones (a filter not asked for) are left out. */
  filters?: (SQL | undefined)[];
  /** The declared sort keys: what each orders by. */
  sorts: Record<K, SortBy>;
};

/**
 * One page of a list and the number of rows matching its search and filters. Every paged list
 * goes through here, so paging, search escaping and the tie-break of the sort are written once.
 */
export async function findPage<F extends SelectedFields, K extends string>(
  db: DbOrTx,
  spec: ListSpec<F, K>,
  query: PageRequest<K>,
): Promise<Page<SelectResultFields<F>>> {
  const { select, order } = matching(db, spec, query);
  // On one connection (PGlite, a transaction) the two queries queue; on a pool they run side by side.
  const [items, totals] = await Promise.all([
    select(spec.columns)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    select({ total: count() }),
  ]);
  return {
    items: items as SelectResultFields<F>[],
    total: Number(totals[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Every row of the list in its order, `batchSize` at a time, for a caller that writes them out
 * (an export) without holding them all. Each batch is a page, so the rows of one export are
 * those of the pages a reader would see at the same moment.
 */
export async function* findEach<F extends SelectedFields, K extends string>(
  db: DbOrTx,
  spec: ListSpec<F, K>,
  query: Omit<PageRequest<K>, 'page' | 'pageSize'>,
  batchSize = 1000,
): AsyncGenerator<SelectResultFields<F>[]> {
  const { select, order } = matching(db, spec, query);
  for (let offset = 0; ; offset += batchSize) {
    const rows = (await select(spec.columns)
      .orderBy(...order)
      .limit(batchSize)
      .offset(offset)) as SelectResultFields<F>[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}

/** The rows a list's search and filters match, and their order (the id breaking ties). */
function matching<F extends SelectedFields, K extends string>(
  db: DbOrTx,
  spec: ListSpec<F, K>,
  query: Omit<PageRequest<K>, 'page' | 'pageSize'>,
) {
  const pattern = searchPattern(query.search);
  const where = and(spec.where, pattern ? spec.search(pattern) : undefined, ...(spec.filters ?? []));
  const select = (fields: SelectedFields) => {
    const base = db.select(fields).from(spec.from).$dynamic();
    return (spec.joins ? spec.joins(base) : base).where(where);
  };
  const sort = spec.sorts[query.sort];
  const [by, direction] = isFixedSort(sort) ? [sort.by, sort.order] : [sort, query.order];
  const order = direction === 'desc' ? [desc(by), desc(spec.from.id)] : [asc(by), asc(spec.from.id)];
  return { select, order };
}
