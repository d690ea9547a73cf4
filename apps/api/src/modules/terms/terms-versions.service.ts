import {
  MESSAGES,
  type TermsListQuery,
  type TermsVersionRequest,
  type TermsVersionStatus,
} from '@fastforward/domain';
import { and, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { termsAcceptances, termsAndConditions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { offsetOf, orderOf, searchPattern } from '../../lib/list-query';

/** Whose terms: a company's id, or null for the platform's (system) terms. */
export type TermsOwner = number | null;

const t = termsAndConditions;

const ownedBy = (owner: TermsOwner) => (owner === null ? isNull(t.companyId) : eq(t.companyId, owner));

const acceptanceCount = sql<number>`(select count(*)::int from ${termsAcceptances} where ${termsAcceptances.termsId} = ${t.id})`;

/**
 * 'active'; 'draft' when newer than the active version (it may be activated or deleted); else
 * 'superseded': it was active once, or was skipped by a newer activation, and stays as the record.
 */
const status = sql<TermsVersionStatus>`case when ${t.isActive} then 'active'
  when ${t.version} > coalesce((select a.version from ${t} a
         where a.is_active and coalesce(a.company_id, 0) = coalesce(${t.companyId}, 0)), 0) then 'draft'
  else 'superseded' end`;

const summaryColumns = {
  id: t.id,
  version: t.version,
  title: t.title,
  isActive: t.isActive,
  status,
  acceptanceCount,
  createdAt: t.createdAt,
  createdByName: users.fullName,
};

const notFound = () => new AppError('NOT_FOUND', 'Terms version not found');

/**
 * Creating and activating read-then-write one owner's versions (the next number, the active
 * one): a transaction-scoped advisory lock per owner serialises them, so two concurrent calls
 * never pick the same number or leave two versions active.
 */
const lockOwner = (tx: DbOrTx, owner: TermsOwner) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('terms_and_conditions'), ${owner ?? 0})`);

/** One page of the owner's versions, newest first by default, with how many users accepted each. */
export async function listTermsVersions(db: Db, owner: TermsOwner, query: TermsListQuery) {
  const pattern = searchPattern(query.search);
  const where = and(ownedBy(owner), pattern ? ilike(t.title, pattern) : undefined);
  const sortColumn = { version: t.version, title: t.title, createdAt: t.createdAt }[query.sort];
  const [items, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(t)
      .leftJoin(users, eq(users.id, t.createdBy))
      .where(where)
      .orderBy(...orderOf(sortColumn, query.order, t.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return {
    items: items.map((i) => ({ ...i, acceptanceCount: Number(i.acceptanceCount) })),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One version with its text; another owner's version is a 404 (STYLE "Record-level access"). */
export async function findTermsVersion(db: DbOrTx, owner: TermsOwner, id: number) {
  const [row] = await db
    .select({ ...summaryColumns, body: t.body })
    .from(t)
    .leftJoin(users, eq(users.id, t.createdBy))
    .where(and(eq(t.id, id), ownedBy(owner)));
  if (!row) throw notFound();
  return { ...row, acceptanceCount: Number(row.acceptanceCount) };
}

/** A new, inactive version numbered one past the owner's highest. */
export async function createTermsVersion(
  db: Db,
  owner: TermsOwner,
  createdBy: number,
  input: TermsVersionRequest,
) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [latest] = await tx
      .select({ version: t.version })
      .from(t)
      .where(ownedBy(owner))
      .orderBy(desc(t.version))
      .limit(1);
    const [row] = await tx
      .insert(t)
      .values({
        companyId: owner,
        version: (latest?.version ?? 0) + 1,
        title: input.title,
        body: input.body,
        isActive: false,
        createdBy,
      })
      .returning({ id: t.id });
    if (!row) throw new Error('terms insert returned nothing');
    return findTermsVersion(tx, owner, row.id);
  });
}

/**
 * Makes a version the owner's active one, deactivating the previous in the same transaction.
 * Activation only moves forward: a version older than the active one stays in the record, so
 * "was ever active" is "not newer than the active version" without a history table, and every
 * activation asks users to accept a text none of them has accepted yet.
 */
export async function activateTermsVersion(db: Db, owner: TermsOwner, id: number) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const target = await findTermsVersion(tx, owner, id);
    if (target.status === 'active') return target;
    if (target.status === 'superseded') {
      throw new AppError(
        'CONFLICT',
        `A newer version than ${target.version} is active; an older version cannot be activated again. Write a new version instead.`,
      );
    }
    await tx
      .update(t)
      .set({ isActive: false })
      .where(and(ownedBy(owner), eq(t.isActive, true)));
    await tx
      .update(t)
      .set({ isActive: true })
      .where(and(eq(t.id, id), ownedBy(owner)));
    return findTermsVersion(tx, owner, id);
  });
}

/** Only a draft can go: never active and never accepted. Else 'Forbidden Deletion' (SPEC §8). */
export async function deleteTermsVersion(db: Db, owner: TermsOwner, id: number) {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const target = await findTermsVersion(tx, owner, id);
    if (target.status !== 'draft' || target.acceptanceCount > 0) {
      throw new AppError(
        'CONFLICT',
        target.status === 'active'
          ? 'This version is active: users accept it. Activate a newer version instead.'
          : 'Only a draft newer than the active version can be deleted; this one is kept as the record of what users accepted.',
        { title: MESSAGES.forbiddenDeletion },
      );
    }
    await tx.delete(t).where(and(eq(t.id, id), ownedBy(owner)));
  });
}
