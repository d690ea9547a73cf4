import { COMPANY_CATEGORY } from '@fastforward/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/queries';
import { termsAcceptances } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type ApplicableTerms = {
  id: number;
  companyId: number | null;
  companyName: string | null;
  version: number;
  title: string;
  body: string;
  accepted: boolean;
};

/**
 * The terms a user must accept: the platform's active version, and for a customer the active
 * version of the forwarder that onboarded it. A missing version is nothing to accept.
 */
export const applicableTermsOf = (userId: number) => sql`
  select t.id, t.company_id as "companyId", owner.name as "companyName", t.version, t.title, t.body,
         exists (select 1 from terms_acceptances a where a.terms_id = t.id and a.user_id = u.id) as accepted
    from users u
    join companies c on c.id = u.company_id
    join terms_and_conditions t on t.is_active and (t.company_id is null
         or (c.category_code = ${COMPANY_CATEGORY.customer} and t.company_id = c.parent_company_id))
    left join companies owner on owner.id = t.company_id
   where u.id = ${userId}`;

export async function findApplicableTerms(db: DbOrTx, userId: number): Promise<ApplicableTerms[]> {
  const result = await db.execute(sql`${applicableTermsOf(userId)} order by t.id`);
  return rowsOf<ApplicableTerms>(result);
}

/** The two acceptance flags of SPEC §3 from the applicable terms. */
export function summarizeTermsAcceptance(terms: { companyId: number | null; accepted: boolean }[]) {
  return {
    hasAcceptedSystemTAndC: terms.filter((t) => t.companyId === null).every((t) => t.accepted),
    hasAcceptedActiveTAndC: terms.filter((t) => t.companyId !== null).every((t) => t.accepted),
  };
}

/** The active terms shown at /tandc: platform ('system') and forwarder ('company') versions. */
export async function listActiveTerms(db: DbOrTx, userId: number) {
  const rows = await findApplicableTerms(db, userId);
  return rows.map(({ companyId, ...t }) => ({
    ...t,
    scope: companyId === null ? ('system' as const) : ('company' as const),
  }));
}

/** Records acceptance of terms that apply to the user; any other id is a 404 and nothing is stored. */
export async function acceptTerms(
  db: DbOrTx,
  acceptance: { userId: number; termsIds: number[]; ip: string; at: Date },
) {
  const applicable = await findApplicableTerms(db, acceptance.userId);
  const applicableIds = new Set(applicable.map((t) => t.id));
  const unknown = acceptance.termsIds.find((id) => !applicableIds.has(id));
  if (unknown !== undefined) {
    throw AppError.fieldError('termsIds', `Terms ${unknown} are not active for you`, 'NOT_FOUND');
  }
  await db
    .insert(termsAcceptances)
    .values(
      acceptance.termsIds.map((termsId) => ({
        termsId,
        userId: acceptance.userId,
        acceptedAt: acceptance.at,
        ip: acceptance.ip,
      })),
    )
    .onConflictDoNothing();
  const justAccepted = new Set(acceptance.termsIds);
  return summarizeTermsAcceptance(
    applicable.map((t) => ({ ...t, accepted: t.accepted || justAccepted.has(t.id) })),
  );
}
