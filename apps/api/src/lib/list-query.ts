import { and, asc, type Column, count, desc, eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * What an item shows of another row (a name): `value` of the row of `table` that `where` picks, as
 * a scalar subquery, null without one. Unlike a left join it adds nothing to the planner's join
 * search, which for an item of many names costs more than reading its page (6 joins: about 1 ms of
 * planning). `table` as declared, neither an alias (drizzle names an alias without its table) nor
 * the listed table (its columns would name the inner row).
 */
export const lookup = <T>(table: PgTable, value: Column | SQL, where: SQL) =>
  sql<T | null>`(select ${value} from ${table} where ${where})`;

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
  /**
   * Page the keys first: the page's ids are picked on `from` with only these joins (those the
   * where, search, filters and sort need, and any inner join that drops rows), then `columns` are
   * read through `joins` for those ids alone, in the same statement. For items that join many
   * tables: the planner then weighs a few joins, not all, and a deep page joins its own rows, not
   * every row skipped before it. The count runs over these joins too, in the same statement (a
   * round trip less); only a page past the last one counts on its own.
   */
  pageKeys?: { joins?: (query: PgSelect) => PgSelect };
};

/** The key of the count beside each row of a keyed page (a name no item's column takes). */
const TOTAL = 'listQueryTotal';

/**
 * One page of a list and the number of rows matching its search and filters. Every paged list
 * goes through here, so paging, search escaping and the tie-break of the sort are written once.
 */
export async function findPage<F extends SelectedFields, K extends string>(
  db: DbOrTx,
  spec: ListSpec<F, K>,
  query: PageRequest<K>,
): Promise<Page<SelectResultFields<F>>> {
  const { rows, counted, total } = matching(db, spec, query);
  const offset = (query.page - 1) * query.pageSize;
  const answer = (items: unknown[], count: number) => ({
    items: items as SelectResultFields<F>[],
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  });
  if (spec.pageKeys) {
    const found = (await counted(query.pageSize, offset)) as (Record<string, unknown> & {
      [TOTAL]: number;
    })[];
    const items = found.map(({ [TOTAL]: _, ...item }) => item);
    const [first] = found;
    if (first) return answer(items, first[TOTAL]);
    return answer(items, offset === 0 ? 0 : await total());
  }
  // On one connection (PGlite, a transaction) the two queries queue; on a pool they run side by side.
  const [items, count] = await Promise.all([rows(query.pageSize, offset), total()]);
  return answer(items, count);
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
  const { rows } = matching(db, spec, query);
  for (let offset = 0; ; offset += batchSize) {
    const batch = (await rows(batchSize, offset)) as SelectResultFields<F>[];
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}

/**
 * The rows a list's search and filters match: `rows(limit, offset)` of them in the list's order
 * (the id breaking ties), and their `total`.
 */
function matching<F extends SelectedFields, K extends string>(
  db: DbOrTx,
  spec: ListSpec<F, K>,
  query: Omit<PageRequest<K>, 'page' | 'pageSize'>,
) {
  const pattern = searchPattern(query.search);
  const where = and(spec.where, pattern ? spec.search(pattern) : undefined, ...(spec.filters ?? []));
  const filterJoins = spec.pageKeys ? spec.pageKeys.joins : spec.joins;
  const select = (fields: SelectedFields, joins: ListSpec<F, K>['joins']) => {
    const base = db.select(fields).from(spec.from).$dynamic();
    return (joins ? joins(base) : base).where(where);
  };
  const sort = spec.sorts[query.sort];
  const [by, direction] = isFixedSort(sort) ? [sort.by, sort.order] : [sort, query.order];
  const orderBy = (key: Column | SQL | SQL.Aliased, id: Column | SQL.Aliased) => {
    const keys = key === id ? [key] : [key, id];
    return keys.map((k) => (direction === 'desc' ? desc(k) : asc(k)));
  };
  const counting = () => select({ total: count() }, filterJoins);
  const keyed = (columns: SelectedFields, limit: number, offset: number) => {
    const page = db.$with('list_page').as(
      select({ key: sql`${spec.from.id}`.as('page_key'), sort: sql`${by}`.as('page_sort') }, filterJoins)
        .orderBy(...orderBy(by, spec.from.id))
        .limit(limit)
        .offset(offset),
    );
    const base = db
      .with(page)
      .select(columns)
      .from(spec.from)
      .$dynamic()
      .innerJoin(page, eq(page.key, spec.from.id));
    return (spec.joins ? spec.joins(base) : base).orderBy(...orderBy(page.sort, page.key));
  };
  const rows = (limit: number, offset: number) => {
    if (spec.pageKeys) return keyed(spec.columns, limit, offset);
    return select(spec.columns, spec.joins)
      .orderBy(...orderBy(by, spec.from.id))
      .limit(limit)
      .offset(offset);
  };
  return {
    rows,
    /** The keyed page with the count beside each row (under TOTAL). */
    counted: (limit: number, offset: number) =>
      keyed({ ...spec.columns, [TOTAL]: sql`(${counting()})`.mapWith(Number) }, limit, offset),
    total: async () => Number((await counting())[0]?.total ?? 0),
  };
}
