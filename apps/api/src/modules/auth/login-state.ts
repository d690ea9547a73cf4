import { COMPANY_CATEGORY, type LoginResponse, SUPER_ADMIN_USERNAME } from '@fastforward/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, roles, termsAcceptances, termsAndConditions, userRoles, users } from '../../db/schema';

export type LoginState = Omit<LoginResponse, 'token' | 'refreshToken'>;

/**
 * The terms a user must accept: the platform's active version, and for a customer the active
 * version of the forwarder that onboarded it. A missing version is nothing to accept.
 */
export async function findApplicableTerms(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ categoryCode: companies.categoryCode, parentCompanyId: companies.parentCompanyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!user) return [];
  const owners = [isNull(termsAndConditions.companyId)];
  if (user.categoryCode === COMPANY_CATEGORY.customer && user.parentCompanyId !== null) {
    owners.push(eq(termsAndConditions.companyId, user.parentCompanyId));
  }
  return db
    .select({
      id: termsAndConditions.id,
      companyId: termsAndConditions.companyId,
      companyName: companies.name,
      version: termsAndConditions.version,
      title: termsAndConditions.title,
      body: termsAndConditions.body,
      accepted: sql<boolean>`${termsAcceptances.id} is not null`,
    })
    .from(termsAndConditions)
    .leftJoin(companies, eq(companies.id, termsAndConditions.companyId))
    .leftJoin(
      termsAcceptances,
      and(eq(termsAcceptances.termsId, termsAndConditions.id), eq(termsAcceptances.userId, userId)),
    )
    .where(and(eq(termsAndConditions.isActive, true), or(...owners)))
    .orderBy(termsAndConditions.id);
}

/** The two acceptance flags of SPEC §3 from the applicable terms. */
export function summarizeTermsAcceptance(terms: { companyId: number | null; accepted: boolean }[]) {
  return {
    hasAcceptedSystemTAndC: terms.filter((t) => t.companyId === null).every((t) => t.accepted),
    hasAcceptedActiveTAndC: terms.filter((t) => t.companyId !== null).every((t) => t.accepted),
  };
}

/** Every login-response field of SPEC §3 but the tokens. */
export async function buildLoginState(
  db: DbOrTx,
  userId: number,
  permissionNames: string[],
): Promise<LoginState> {
  const [row] = await db
    .select({
      username: users.username,
      isFirstLogin: users.isFirstLogin,
      isEmailVerified: users.isEmailVerified,
      companyId: companies.id,
      companyName: companies.name,
      categoryCode: companies.categoryCode,
      isSystemVerified: companies.isSystemVerified,
      hasCompleteCompanySetting: companies.hasCompleteCompanySetting,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished while signing in`);

  // Sequential on purpose: `db` may be a transaction, one connection that runs one query at a time.
  const userRoleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  const terms = await findApplicableTerms(db, userId);
  const ownTerms = await db
    .select({ id: termsAndConditions.id })
    .from(termsAndConditions)
    .where(and(eq(termsAndConditions.companyId, row.companyId), eq(termsAndConditions.isActive, true)))
    .limit(1);
  const isSuperAdmin = row.username === SUPER_ADMIN_USERNAME;
  const categoryCode = row.categoryCode as NonNullable<
    LoginState['customerKyc']
  >['companyCategory']['categoryCode'];
  return {
    loggedInUserId: userId,
    isSystemVerified: row.isSystemVerified ? 1 : 0,
    isEmailVerified: row.isEmailVerified ? 1 : 0,
    hasCompleteCompanySetting: row.hasCompleteCompanySetting,
    ...summarizeTermsAcceptance(terms),
    permissions: permissionNames.map((name) => ({ name })),
    customerKyc: isSuperAdmin
      ? null
      : { companyId: row.companyId, companyName: row.companyName, companyCategory: { categoryCode } },
    roles: userRoleRows,
    isFirstLogin: row.isFirstLogin,
    hasTermAndCondition: ownTerms.length > 0,
  };
}

export async function findPermissionNames(db: DbOrTx, userId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct p.name from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
     where ur.user_id = ${userId} order by p.name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}
