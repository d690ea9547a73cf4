import { MESSAGES, type VersionStatus } from '@fastforward/domain';
import { and, desc, eq, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { AppError } from '../lib/app-error';
import type { Db, DbOrTx } from './client';
import { type platformDocuments, type termsAndConditions, users } from './schema';

/** Tables of versioned texts: id, version, title, body, is_active, created_by, created_at, and a scope. */
export type VersionedTable = typeof termsAndConditions | typeof platformDocuments;

type ScopeValue = string | number | null;

/** The values that name one history, by the table's property names ({ companyId } or { kind, audience }). */
export type VersionScope = Record<string, ScopeValue>;

/**
 * The shared columns have the same types in every versioned table, and drizzle builds each query
 * from the table object it is given: queries are typed against one of them.
 */
type SharedColumnsTable = typeof termsAndConditions;

export type VersionHistoryOptions<S extends VersionScope> = {
  table: VersionedTable;
  /** The columns whose values name one history: its numbering and its one active version. */
  scope: { [K in keyof S]: PgColumn };
  notFoundMessage: string;
};

type VersionState = { id: number; version: number; status: VersionStatus };

/**
 * The rules every versioned text follows (terms, licence agreements, disclaimers), in one place:
 * - a new version is a draft numbered one past the highest of its history;
 * - activation deactivates the previous version in the same transaction, and only moves forward:
 *   a version older than the active one stays in the record, so "was ever active" is "not newer
 *   than the active version" without a history table;
 * - only a draft (newer than the active version, so never active) may change or be deleted.
 * Creating, activating, changing and deleting read-then-write one history: a transaction-scoped
 * advisory lock per history serialises them, so two concurrent calls never pick the same number
 * or leave two versions active.
 */
export function createVersionHistory<S extends VersionScope>(options: VersionHistoryOptions<S>) {
  const { scope } = options;
  const t = options.table as SharedColumnsTable;
  const keys = Object.keys(scope) as (keyof S & string)[];
  const lockSpace = getTableName(t);
  const notFound = () => new AppError('NOT_FOUND', options.notFoundMessage);

  const sameHistoryAs = (alias: string) =>
    sql.join(
      keys.map(
        (k) =>
          sql`${sql.identifier(alias)}.${sql.identifier(scope[k].name)} is not distinct from ${scope[k]}`,
      ),
      sql` and `,
    );

  /**
   * 'active'; 'draft' when newer than the active version (it may be changed, activated or
   * deleted); else 'superseded': it was active once, or was skipped by a newer activation.
   */
  const status = sql<VersionStatus>`case when ${t.isActive} then 'active'
    when ${t.version} > coalesce((select a.version from ${t} a where a.is_active and ${sameHistoryAs('a')}), 0)
      then 'draft'
    else 'superseded' end`;

  const scopeWhere = (values: S) =>
    and(
      ...keys.map((k) =>
        values[k] === null ? isNull(scope[k]) : eq(scope[k], values[k] as string | number),
      ),
    );

  const scopeOf = (row: S) => Object.fromEntries(keys.map((k) => [k, row[k]])) as unknown as S;

  const lock = (tx: DbOrTx, values: S) =>
    tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${lockSpace}), hashtext(${JSON.stringify(keys.map((k) => values[k]))}))`,
    );

  /** The columns every version shows: its number, title, state and author. */
  const summaryColumns = {
    id: t.id,
    version: t.version,
    title: t.title,
    isActive: t.isActive,
    status,
    createdAt: t.createdAt,
    // Typed nullable: it comes through a left join, and the author may be unknown (seeded versions).
    createdByName: sql<string | null>`${users.fullName}`,
  };

  /** Each version's author, for `createdByName`. */
  const withAuthor = (query: PgSelect) => query.leftJoin(users, eq(users.id, t.createdBy));

  /** `columns` of the versions `where` selects, with the author joined. */
  const selectVersions = (db: DbOrTx, columns: SelectedFields, where: SQL | undefined) =>
    withAuthor(db.select(columns).from(t).$dynamic()).where(where);

  async function findState(tx: DbOrTx, access: SQL | undefined, id: number) {
    const [row] = await tx
      .select({ id: t.id, version: t.version, status, ...scope })
      .from(t)
      .where(and(eq(t.id, id), access));
    if (!row) throw notFound();
    return row as unknown as VersionState & S;
  }

  /**
   * Runs `work` on version `id` (among the rows `access` lets the caller reach; else 404) with its
   * history locked; the state is read again under the lock, as a concurrent call may have changed it.
   */
  const withLockedVersion = (
    db: Db,
    access: SQL | undefined,
    id: number,
    work: (tx: DbOrTx, version: VersionState & S) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      await lock(tx, scopeOf(await findState(tx, access, id)));
      await work(tx, await findState(tx, access, id));
    });

  return {
    status,
    summaryColumns,
    scopeWhere,
    /** The table and joins of a list of versions (`findPage`), for the summary columns and more. */
    listing: { from: t, joins: withAuthor },

    /** Version `id` with `columns`, among the rows `access` lets the caller reach; else 404. */
    async find<C extends SelectedFields>(db: DbOrTx, access: SQL | undefined, id: number, columns: C) {
      const [row] = await selectVersions(db, columns, and(eq(t.id, id), access));
      if (!row) throw notFound();
      return row as SelectResultFields<C>;
    },

    /** A new draft numbered one past the history's highest version; answers its id. */
    async create(db: Db, values: S, text: { title: string; body: string }, createdBy: number) {
      return db.transaction(async (tx) => {
        await lock(tx, values);
        const [latest] = await tx
          .select({ version: t.version })
          .from(t)
          .where(scopeWhere(values))
          .orderBy(desc(t.version))
          .limit(1);
        const [row] = await tx
          .insert(t)
          .values({
            ...values,
            version: (latest?.version ?? 0) + 1,
            title: text.title,
            body: text.body,
            isActive: false,
            createdBy,
          } as SharedColumnsTable['$inferInsert'])
          .returning({ id: t.id });
        if (!row) throw new Error(`${lockSpace} insert returned nothing`);
        return row.id;
      });
    },

    /** Makes a draft the active version of its history; the active one answers as it is. */
    activate: (db: Db, access: SQL | undefined, id: number) =>
      withLockedVersion(db, access, id, async (tx, v) => {
        if (v.status === 'active') return;
        if (v.status === 'superseded') {
          throw new AppError(
            'CONFLICT',
            `A newer version than ${v.version} is active; an older version cannot be activated again. Write a new version instead.`,
          );
        }
        await tx
          .update(t)
          .set({ isActive: false })
          .where(and(scopeWhere(scopeOf(v)), eq(t.isActive, true)));
        await tx.update(t).set({ isActive: true }).where(eq(t.id, id));
      }),

    /** Rewrites a draft; what is or was active is the record of what people saw, and never changes. */
    update: (db: Db, access: SQL | undefined, id: number, text: { title: string; body: string }) =>
      withLockedVersion(db, access, id, async (tx, v) => {
        if (v.status !== 'draft') {
          throw new AppError(
            'CONFLICT',
            v.status === 'active'
              ? `Version ${v.version} is active and cannot be changed. Write a new version instead.`
              : `Version ${v.version} is older than the active version and cannot be changed. Write a new version instead.`,
          );
        }
        await tx.update(t).set({ title: text.title, body: text.body }).where(eq(t.id, id));
      }),

    /** Only a draft can go. Else 'Forbidden Deletion' (SPEC §8) with the reason. */
    remove: (db: Db, access: SQL | undefined, id: number) =>
      withLockedVersion(db, access, id, async (tx, v) => {
        if (v.status !== 'draft') {
          throw new AppError(
            'CONFLICT',
            v.status === 'active'
              ? 'This version is active: it is what users see and accept. Activate a newer version instead.'
              : 'Only a draft newer than the active version can be deleted; this one is kept as the record of what users saw and accepted.',
            { title: MESSAGES.forbiddenDeletion },
          );
        }
        await tx.delete(t).where(eq(t.id, id));
      }),
  };
}
