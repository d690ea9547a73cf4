import {
  type ActivePlatformDocumentsQuery,
  isSitePageKind,
  PLATFORM_DOCUMENT_AUDIENCE_ALL,
  PLATFORM_DOCUMENT_KIND,
  PLATFORM_DOCUMENT_MESSAGES,
  type PlatformDocumentAudience,
  type PlatformDocumentCreateRequest,
  type PlatformDocumentKind,
  type PlatformDocumentListQuery,
  type PlatformDocumentUpdateRequest,
  type SitePage,
  type SitePageKind,
} from '@fastforward/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies, platformDocuments } from '../../db/schema';
import { createVersionHistory } from '../../db/version-history';
import { AppError } from '../../lib/app-error';
import { findPage } from '../../lib/list-query';

const d = platformDocuments;

/** One history per kind and audience: numbered, activated and frozen by the shared version rules. */
const history = createVersionHistory({
  table: d,
  scope: { kind: d.kind, audience: d.audience },
  notFoundMessage: PLATFORM_DOCUMENT_MESSAGES.notFound,
});

/** Companies that accepted the version at registration (licence agreements; disclaimers are read only). */
const acceptanceCount = sql<number>`(select count(*)::int from ${companies} where ${companies.licenseAgreementId} = ${d.id})`;

const summaryColumns = {
  ...history.summaryColumns,
  kind: sql<PlatformDocumentKind>`${d.kind}`,
  audience: sql<PlatformDocumentAudience>`${d.audience}`,
  acceptanceCount,
};

const ofKind = (kind: PlatformDocumentKind) => eq(d.kind, kind);

const withCount = <R extends { acceptanceCount: number }>(row: R) => ({
  ...row,
  acceptanceCount: Number(row.acceptanceCount),
});

/** One page of a kind's versions: searched in title and text, filtered by audience and status. */
export async function listPlatformDocuments(
  db: Db,
  kind: PlatformDocumentKind,
  query: PlatformDocumentListQuery,
) {
  const page = await findPage(
    db,
    {
      ...history.listing,
      columns: summaryColumns,
      where: ofKind(kind),
      search: (pattern) => or(ilike(d.title, pattern), ilike(d.body, pattern)),
      filters: [
        query.audience ? eq(d.audience, query.audience) : undefined,
        query.status ? sql`${history.status} = ${query.status}` : undefined,
      ],
      sorts: { version: d.version, title: d.title, audience: d.audience, createdAt: d.createdAt },
    },
    query,
  );
  return { ...page, items: page.items.map(withCount) };
}

/** One version of the kind with its text; an id of the other kind is a 404. */
export async function findPlatformDocument(db: DbOrTx, kind: PlatformDocumentKind, id: number) {
  return withCount(await history.find(db, ofKind(kind), id, { ...summaryColumns, body: d.body }));
}

/** A new draft for an audience, numbered one past that audience's highest version of the kind. */
export async function createPlatformDocument(
  db: Db,
  kind: PlatformDocumentKind,
  createdBy: number,
  input: PlatformDocumentCreateRequest,
) {
  // A site page is one text for everyone: there is no category's version to fall back from.
  if (isSitePageKind(kind) && input.audience !== PLATFORM_DOCUMENT_AUDIENCE_ALL) {
    throw AppError.fieldError('audience', PLATFORM_DOCUMENT_MESSAGES.sitePageAudience);
  }
  const id = await history.create(db, { kind, audience: input.audience }, input, createdBy);
  return findPlatformDocument(db, kind, id);
}

/** Rewrites a draft; an active or once-active version is immutable (409). */
export async function updatePlatformDocument(
  db: Db,
  kind: PlatformDocumentKind,
  id: number,
  input: PlatformDocumentUpdateRequest,
) {
  await history.update(db, ofKind(kind), id, input);
  return findPlatformDocument(db, kind, id);
}

/** Makes a draft the active version for its audience, deactivating the previous one in one transaction. */
export async function activatePlatformDocument(db: Db, kind: PlatformDocumentKind, id: number) {
  await history.activate(db, ofKind(kind), id);
  return findPlatformDocument(db, kind, id);
}

/** Deletes a draft; anything else is a 'Forbidden Deletion' (SPEC §8). */
export async function deletePlatformDocument(db: Db, kind: PlatformDocumentKind, id: number) {
  await history.remove(db, ofKind(kind), id);
}

/** The audiences whose documents a category sees: its own, then everyone's. */
const audiencesOf = (audience: string) =>
  audience === PLATFORM_DOCUMENT_AUDIENCE_ALL ? [audience] : [audience, PLATFORM_DOCUMENT_AUDIENCE_ALL];

/** The category's own version first, everyone's after it. */
const ownAudienceFirst = sql`case when ${d.audience} = ${PLATFORM_DOCUMENT_AUDIENCE_ALL} then 1 else 0 end`;

const activeOf = (kind: PlatformDocumentKind, audience: string) =>
  and(eq(d.kind, kind), eq(d.isActive, true), inArray(d.audience, audiencesOf(audience)));

export type ActiveLicenseAgreement = { id: number; version: number; title: string; body: string };

/**
 * The licence agreement a company of `categoryCode` accepts when it registers: the active version
 * for its category, else the active version for everyone; null when the platform published none.
 * Registration records its id on the company.
 */
export async function findActiveLicenseAgreement(
  db: DbOrTx,
  categoryCode: string,
): Promise<ActiveLicenseAgreement | null> {
  const [row] = await db
    .select({ id: d.id, version: d.version, title: d.title, body: d.body })
    .from(d)
    .where(activeOf(PLATFORM_DOCUMENT_KIND.licenseAgreement, categoryCode))
    .orderBy(ownAudienceFirst)
    .limit(1);
  return row ?? null;
}

/** What the registration form shows (public): the licence agreement and every disclaimer that applies. */
export async function findActivePlatformDocuments(db: Db, query: ActivePlatformDocumentsQuery) {
  const [licenseAgreement, disclaimers] = await Promise.all([
    findActiveLicenseAgreement(db, query.audience),
    db
      .select({ id: d.id, title: d.title, body: d.body })
      .from(d)
      .where(activeOf(PLATFORM_DOCUMENT_KIND.disclaimer, query.audience))
      .orderBy(ownAudienceFirst, asc(d.id)),
  ]);
  return { licenseAgreement, disclaimers };
}

/** A public site page (/privacy-policy, /aboutus): its active version for everyone, else a 404. */
export async function findSitePage(db: DbOrTx, kind: SitePageKind): Promise<SitePage> {
  const [row] = await db
    .select({ version: d.version, title: d.title, body: d.body })
    .from(d)
    .where(and(eq(d.kind, kind), eq(d.isActive, true), eq(d.audience, PLATFORM_DOCUMENT_AUDIENCE_ALL)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PLATFORM_DOCUMENT_MESSAGES.sitePageNotFound);
  return { kind, ...row };
}
