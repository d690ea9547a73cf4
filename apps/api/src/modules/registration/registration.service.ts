import {
  type Availability,
  COMPANY_APPROVAL_ROUTES,
  emailDomainOf,
  isPublicEmailDomain,
  listCompanyPermissions,
  NOTIFICATION_KIND,
  REGISTRATION_MESSAGES,
  type RegistrationRequest,
  type VerifyEmailResponse,
} from '@fastforward/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { companies, companySettings, departments, linkTokens, userRoles, users } from '../../db/schema';
import { createRoleWithPermissions } from '../../db/seed/roles';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { uniqueViolationOf } from '../../lib/db-errors';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { findLiveLink, LINK_PURPOSE, sendEmailVerificationLink } from '../auth/password-links';
import { assertCountryExists } from '../company-records/references';
import { notifyPlatformAdmins } from '../notifications/notifications.service';
import { findActiveLicenseAgreement } from '../platform-documents/platform-documents.service';

/** Registrations and availability checks per IP and window: enough for a person, not for a script. */
const LIMITS = { register: 10, check: 120, windowSeconds: 60 * 60 } as const;

type Deps = AppDeps;

const limit = ({ limiter }: Deps, kind: 'register' | 'check', ip: string) =>
  enforceRateLimit(limiter, `registration:${kind}:${ip}`, LIMITS[kind], LIMITS.windowSeconds);

const taken = (available: boolean, yes: string, no: string): Availability => ({
  available,
  message: available ? yes : no,
});

export async function checkUsername(deps: Deps, username: string, ip: string): Promise<Availability> {
  await limit(deps, 'check', ip);
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return taken(!row, REGISTRATION_MESSAGES.usernameAvailable, REGISTRATION_MESSAGES.usernameTaken);
}

export async function checkShortName(deps: Deps, shortName: string, ip: string): Promise<Availability> {
  await limit(deps, 'check', ip);
  const [row] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(sql`lower(${companies.shortName})`, shortName.toLowerCase()));
  return taken(!row, REGISTRATION_MESSAGES.shortNameAvailable, REGISTRATION_MESSAGES.shortNameTaken);
}

/**
 * One company per own e-mail domain, so a second person of a registered company is sent to its
 * administrator for an invitation instead of registering the company twice. Public providers are
 * accepted with a note, and never reserved.
 */
export async function checkEmailDomain(deps: Deps, email: string, ip: string): Promise<Availability> {
  await limit(deps, 'check', ip);
  const domain = emailDomainOf(email);
  if (isPublicEmailDomain(domain))
    return { available: true, message: REGISTRATION_MESSAGES.emailDomainPublic };
  const [row] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.emailDomain, domain));
  return taken(!row, REGISTRATION_MESSAGES.emailDomainAvailable, REGISTRATION_MESSAGES.emailDomainTaken);
}

const CONFLICTS: Record<string, { field: string; message: string }> = {
  users_username_key: { field: 'username', message: REGISTRATION_MESSAGES.usernameTaken },
  companies_short_name_key: { field: 'shortName', message: REGISTRATION_MESSAGES.shortNameTaken },
  companies_email_domain_key: { field: 'email', message: REGISTRATION_MESSAGES.emailDomainTaken },
};

/**
 * Creates the company (pending the platform's approval) with the country, phone and e-mail it gave
 * as its first basic settings, its Management department, a Business Administrator role holding
 * every company permission, and the first user, in one transaction; then e-mails the verification
 * link and tells the platform's administrators.
 */
export async function registerCompany(deps: Deps, input: RegistrationRequest, ip: string) {
  await limit(deps, 'register', ip);
  const { db, clock } = deps;
  const domain = emailDomainOf(input.email);
  const agreement = await findActiveLicenseAgreement(db, input.category);
  if ((agreement?.id ?? null) !== input.licenseAgreementId) {
    throw AppError.fieldError('licenseAgreementId', REGISTRATION_MESSAGES.licenseChanged, 'CONFLICT');
  }
  await assertCountryExists(db, input.countryCode);
  // Hashing is slow; it stays outside the transaction.
  const passwordHash = await hashPassword(input.password);
  const now = clock();
  try {
    await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.companyName,
          shortName: input.shortName,
          categoryCode: input.category,
          emailDomain: isPublicEmailDomain(domain) ? null : domain,
          licenseAgreementId: agreement?.id ?? null,
          licenseAcceptedAt: agreement ? now : null,
          createdAt: now,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert returned nothing');
      // What the form asked is not asked again: the settings page starts from it.
      await tx.insert(companySettings).values({
        companyId: company.id,
        countryCode: input.countryCode,
        phone: input.phone,
        contactEmail: input.email,
      });
      const [department] = await tx
        .insert(departments)
        .values({ companyId: company.id, name: 'Management' })
        .returning({ id: departments.id });
      const roleId = await createRoleWithPermissions(
        tx,
        company.id,
        'Business Administrator',
        department?.id ?? null,
        listCompanyPermissions(),
      );
      const [user] = await tx
        .insert(users)
        .values({
          companyId: company.id,
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          passwordHash,
          isFirstLogin: false,
          isEmailVerified: false,
          departmentId: department?.id ?? null,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(userRoles).values({ userId: user.id, roleId });
      await notifyPlatformAdmins(tx, {
        kind: NOTIFICATION_KIND.companyRegistered,
        title: 'A company waits for approval',
        body: `${input.companyName} (${input.shortName}) registered and waits for your review.`,
        link: COMPANY_APPROVAL_ROUTES.companies,
      });
      // In the same transaction: a registration never stands without its verification mail.
      await sendEmailVerificationLink(
        deps,
        {
          id: user.id,
          username: input.username,
          email: input.email,
          fullName: input.fullName,
          companyId: company.id,
        },
        tx,
      );
    });
  } catch (error) {
    const conflict = CONFLICTS[uniqueViolationOf(error) ?? ''];
    if (conflict) throw AppError.fieldError(conflict.field, conflict.message, 'CONFLICT');
    throw error;
  }
  return { email: input.email };
}

/** Follows the verification link: claims it once and marks the address verified. */
export async function verifyEmail({ db, clock }: Deps, token: string): Promise<VerifyEmailResponse> {
  const now = clock();
  const link = await findLiveLink(db, LINK_PURPOSE.verifyEmail, token, now);
  if (!link) throw AppError.fieldError('token', REGISTRATION_MESSAGES.verificationLinkInvalid);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(linkTokens)
      .set({ usedAt: now })
      .where(and(eq(linkTokens.id, link.id), isNull(linkTokens.usedAt)))
      .returning({ id: linkTokens.id });
    if (claimed.length === 0)
      throw AppError.fieldError('token', REGISTRATION_MESSAGES.verificationLinkInvalid);
    await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, link.userId));
    const [row] = await tx
      .select({ username: users.username, isSystemVerified: companies.isSystemVerified })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, link.userId));
    if (!row) throw new Error('verified user vanished');
    return row;
  });
}

/** A signed-in user whose address is not verified asks for a new link (the /tandc screen). */
export async function resendVerification(deps: AppDeps, userId: number): Promise<string> {
  await enforceRateLimit(deps.limiter, `registration:resend:${userId}`, 5, LIMITS.windowSeconds);
  const [user] = await deps.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      companyId: users.companyId,
      isEmailVerified: users.isEmailVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.isEmailVerified) return REGISTRATION_MESSAGES.alreadyVerified;
  await sendEmailVerificationLink(deps, user);
  return REGISTRATION_MESSAGES.verificationSent;
}
