import type { RecordOrigin } from '@fastforward/domain';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findEach, findPage, type PageRequest, type SortBy } from '../../lib/list-query';

/** Who asks and when: the company from the verified token, the user, the app's clock. */
export type RecordScope = { companyId: number; userId: number; now: Date };

/**
 * The list query every record list takes: a page, a search and a sort (plus the kind's filters);
 * where shipped rows are listed too, `origin` narrows the list to them or to the company's own.
 */
export type RecordListQuery = PageRequest<string> & { origin?: RecordOrigin | undefined };

/** A table of records a company owns: a serial id and the owner's company_id. */
export type CompanyRecordTable = PgTable & { id: PgColumn; companyId: PgColumn };

type FieldConflict = { field: string; message: string };

export type CompanyRecordKind<Q extends RecordListQuery, I, T> = {
  table: CompanyRecordTable;
  /** 'Port': used in messages ('Port not found'). */
  label: string;
  /** What an item holds; columns of joined tables may be among them. */
  columns: SelectedFields;
  /** The joins `columns`, the search and the filters need. */
  joins?: (query: PgSelect) => PgSelect;
  /**
   * Shipped rows (no company) are listed and read by every company as well, and changed by none:
   * an update or delete of one is a 403. The list's `origin` picks either kind alone.
   */
  includesShipped?: boolean;
  /**
   * The condition of a search for `pattern` ('%text%', wildcards escaped); `query.search` is the
   * text as typed, for a kind that compares it in another form.
   */
  search: (pattern: string, query: Q) => SQL | undefined;
  /** The conditions of the kind's own filters. */
  filters?: (query: Q, scope: RecordScope) => (SQL | undefined)[];
  /** What each sort key orders by (a column, or `fixedSort` for a key with its own direction); the id breaks ties. */
  sorts: Record<Q['sort'], SortBy>;
  /**
   * Checks a create or update body against the database (what it refers to, rules across rows)
   * and gives the row's values. `id` is the record being updated.
   */
  toValues: (tx: DbOrTx, scope: RecordScope, input: I, id?: number) => Promise<Record<string, unknown>>;
  /** Unique indexes of the table by name, and the field error a violation of each becomes (409). */
  conflicts?: Record<string, FieldConflict>;
  /** Derived fields of an item (a status against the clock …). */
  toItem?: (row: Record<string, unknown>, scope: RecordScope) => T;
};

/**
 * List, read, create, update and delete of one kind of company record, so every master keeps the
 * same rules: the caller's company only (another company's record is a 404), conflicts of unique
 * indexes as 409 on the field, deletion of a record in use refused by its foreign keys (the error
 * handler answers 'Forbidden Deletion' naming what uses it).
 */
export function createCompanyRecordService<Q extends RecordListQuery, I, T>(
  kind: CompanyRecordKind<Q, I, T>,
) {
  const { table, label } = kind;
  const notFound = () => new AppError('NOT_FOUND', `${label} not found`);
  const visibleTo = (companyId: number) =>
    kind.includesShipped
      ? or(isNull(table.companyId), eq(table.companyId, companyId))
      : eq(table.companyId, companyId);
  const originFilter = (origin: RecordOrigin | undefined, companyId: number) => {
    if (!kind.includesShipped || origin === undefined) return undefined;
    return origin === 'shipped' ? isNull(table.companyId) : eq(table.companyId, companyId);
  };
  const toItem = (row: Record<string, unknown>, scope: RecordScope) =>
    kind.toItem ? kind.toItem(row, scope) : (row as T);

  const select = (db: DbOrTx, fields: SelectedFields) => {
    const query = db.select(fields).from(table).$dynamic();
    return kind.joins ? kind.joins(query) : query;
  };

  const conflictOf = (error: unknown) => {
    const violated = uniqueViolationOf(error);
    const conflict = violated === null ? undefined : kind.conflicts?.[violated];
    return conflict ? AppError.fieldError(conflict.field, conflict.message, 'CONFLICT') : error;
  };

  async function find(db: DbOrTx, scope: RecordScope, id: number): Promise<T> {
    const [row] = await select(db, kind.columns).where(and(eq(table.id, id), visibleTo(scope.companyId)));
    if (!row) throw notFound();
    return toItem(row, scope);
  }

  /** The record, when the caller may change it: 404 when invisible, 403 when shipped. */
  async function findOwn(tx: DbOrTx, scope: RecordScope, id: number) {
    const [row] = await tx
      .select({ companyId: table.companyId })
      .from(table)
      .where(and(eq(table.id, id), visibleTo(scope.companyId)));
    if (!row) throw notFound();
    if (row.companyId === null) {
      throw new AppError('FORBIDDEN', `Shipped ${label.toLowerCase()} records cannot be changed`);
    }
  }

  const ownedBy = (companyId: number, id: number) => and(eq(table.id, id), eq(table.companyId, companyId));

  const listSpec = (scope: RecordScope, query: Omit<Q, 'page' | 'pageSize'>) => ({
    from: table,
    joins: kind.joins,
    columns: kind.columns,
    where: visibleTo(scope.companyId),
    search: (pattern: string) => kind.search(pattern, query as Q),
    filters: [...(kind.filters?.(query as Q, scope) ?? []), originFilter(query.origin, scope.companyId)],
    sorts: kind.sorts,
  });

  return {
    /** One page of the records the company sees. */
    async list(db: Db, scope: RecordScope, query: Q) {
      const page = await findPage(db, listSpec(scope, query), query);
      return { ...page, items: page.items.map((row) => toItem(row, scope)) };
    },

    /**
     * Every record the list's search and filters match, in its order, a batch at a time: what an
     * export writes out without holding it all.
     */
    async *listEach(db: Db, scope: RecordScope, query: Omit<Q, 'page' | 'pageSize'>, batchSize?: number) {
      for await (const rows of findEach(db, listSpec(scope, query), query, batchSize)) {
        yield rows.map((row) => toItem(row, scope));
      }
    },

    /** A record the company sees; another company's is a 404 (STYLE "Record-level access"). */
    find,

    async create(db: Db, scope: RecordScope, input: I): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const values = await kind.toValues(tx, scope, input);
          const [row] = await tx
            .insert(table)
            .values({ ...values, companyId: scope.companyId } as never)
            .returning({ id: table.id });
          if (!row) throw new Error(`${label} insert returned nothing`);
          return find(tx, scope, row.id as number);
        });
      } catch (error) {
        throw conflictOf(error);
      }
    },

    async update(db: Db, scope: RecordScope, id: number, input: I): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          await findOwn(tx, scope, id);
          const values = await kind.toValues(tx, scope, input, id);
          await tx
            .update(table)
            .set(values as never)
            .where(ownedBy(scope.companyId, id));
          return find(tx, scope, id);
        });
      } catch (error) {
        throw conflictOf(error);
      }
    },

    /**
     * Refused while other records use it: their foreign keys refuse the delete, and the error
     * handler answers 'Forbidden Deletion' (SPEC §8) naming what uses it.
     */
    async remove(db: Db, scope: RecordScope, id: number) {
      await db.transaction(async (tx) => {
        await findOwn(tx, scope, id);
        await tx.delete(table).where(ownedBy(scope.companyId, id));
      });
    },
  };
}

export type CompanyRecordService<Q extends RecordListQuery, I, T> = ReturnType<
  typeof createCompanyRecordService<Q, I, T>
>;
