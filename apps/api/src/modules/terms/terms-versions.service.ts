import type { TermsListQuery, TermsVersionRequest } from '@fastforward/domain';
import { ilike, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { termsAcceptances, termsAndConditions } from '../../db/schema';
import { createVersionHistory } from '../../db/version-history';
import { findPage } from '../../lib/list-query';

/** Whose terms: a company's id, or null for the platform's (system) terms. */
export type TermsOwner = number | null;

const t = termsAndConditions;

/** One history per owner (decisions.md "Terms versions"); the rules are the shared version rules. */
const history = createVersionHistory({
  table: t,
  scope: { companyId: t.companyId },
  notFoundMessage: 'Terms version not found',
});

/** The owner's versions: null (the platform's) matches rows without a company. */
const ownedBy = (owner: TermsOwner) => history.scopeWhere({ companyId: owner });

const acceptanceCount = sql<number>`(select count(*)::int from ${termsAcceptances} where ${termsAcceptances.termsId} = ${t.id})`;

const summaryColumns = { ...history.summaryColumns, acceptanceCount };

const withCount = <R extends { acceptanceCount: number }>(row: R) => ({
  ...row,
  acceptanceCount: Number(row.acceptanceCount),
});

/** One page of the owner's versions, newest first by default, with how many users accepted each. */
export async function listTermsVersions(db: Db, owner: TermsOwner, query: TermsListQuery) {
  const page = await findPage(
    db,
    {
      ...history.listing,
      columns: summaryColumns,
      where: ownedBy(owner),
      search: (pattern) => ilike(t.title, pattern),
      sorts: { version: t.version, title: t.title, createdAt: t.createdAt },
    },
    query,
  );
  return { ...page, items: page.items.map(withCount) };
}

/** One version with its text; another owner's version is a 404 (STYLE "Record-level access"). */
export async function findTermsVersion(db: DbOrTx, owner: TermsOwner, id: number) {
  return withCount(await history.find(db, ownedBy(owner), id, { ...summaryColumns, body: t.body }));
}

/** A new, inactive version numbered one past the owner's highest. */
export async function createTermsVersion(
  db: Db,
  owner: TermsOwner,
  createdBy: number,
  input: TermsVersionRequest,
) {
  const id = await history.create(db, { companyId: owner }, input, createdBy);
  return findTermsVersion(db, owner, id);
}

/**
 * Makes a version the owner's active one, deactivating the previous in the same transaction;
 * every activation asks users to accept a text none of them has accepted yet.
 */
export async function activateTermsVersion(db: Db, owner: TermsOwner, id: number) {
  await history.activate(db, ownedBy(owner), id);
  return findTermsVersion(db, owner, id);
}

/** Only a draft can go: never active, so never accepted. Else 'Forbidden Deletion' (SPEC §8). */
export async function deleteTermsVersion(db: Db, owner: TermsOwner, id: number) {
  await history.remove(db, ownedBy(owner), id);
}
