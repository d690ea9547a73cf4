import {
  PLATFORM_ADMIN_MESSAGES,
  type PlatformAdminInviteRequest,
  type PlatformAdminListQuery,
  STAFF_STATUS,
  SUPER_ADMIN_USERNAME,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema';
import { PLATFORM_ADMIN_ROLE } from '../../db/seed/platform';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { sendResetPasswordLink } from '../auth/password-links';
import { findStaff, inviteUser, listStaff, setUserDisabled } from '../staff/staff.service';

/*
 * Platform administrators are the staff of the platform company (CAT_ADM), the super-administrator's
 * own company: the staff queries serve them, scoped to it by the verified token. Only the
 * super-administrator calls these (access `superAdmin`); the grant rule of company staff does not
 * apply, as the platform role holds the platform-only permissions no company may grant.
 */

const withSuperAdminFlag = <T extends { username: string }>(admin: T) => ({
  ...admin,
  isSuperAdmin: admin.username === SUPER_ADMIN_USERNAME,
});

/** One page of the platform's administrators, the super-administrator among them. */
export async function listPlatformAdmins(db: Db, auth: AuthContext, query: PlatformAdminListQuery) {
  const page = await listStaff(db, auth.companyId, query);
  return { ...page, items: page.items.map(withSuperAdminFlag) };
}

/** An administrator of the platform company; anyone else is a 404. */
export async function findPlatformAdmin(db: Db, auth: AuthContext, id: number) {
  return withSuperAdminFlag(await findStaff(db, auth.companyId, id));
}

/**
 * Invites a platform administrator exactly as a company invites staff (first-login link by e-mail),
 * holding the platform's administrator role as the seeded ones do.
 */
export async function invitePlatformAdmin(
  deps: AppDeps,
  auth: AuthContext,
  input: PlatformAdminInviteRequest,
) {
  const [role] = await deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, auth.companyId), eq(roles.name, PLATFORM_ADMIN_ROLE)));
  const id = await inviteUser(deps, { ...input, companyId: auth.companyId, roleIds: role ? [role.id] : [] });
  return findPlatformAdmin(deps.db, auth, id);
}

/** Disabling ends the administrator's sessions at once; the super-administrator is never disabled. */
export async function setPlatformAdminDisabled(
  db: Db,
  auth: AuthContext,
  id: number,
  isDisabled: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const admin = await findStaff(tx, auth.companyId, id);
    if (isDisabled && admin.username === SUPER_ADMIN_USERNAME) {
      throw new AppError('FORBIDDEN', PLATFORM_ADMIN_MESSAGES.superAdminNotDisabled);
    }
    await setUserDisabled(tx, id, isDisabled, now);
  });
  return findPlatformAdmin(db, auth, id);
}

/** E-mails the administrator a password reset link, as forgot-password does. */
export async function resetPlatformAdminPassword(deps: AppDeps, auth: AuthContext, id: number) {
  const admin = await findStaff(deps.db, auth.companyId, id);
  if (admin.status === STAFF_STATUS.disabled) {
    throw new AppError('CONFLICT', PLATFORM_ADMIN_MESSAGES.enableBeforeReset);
  }
  await sendResetPasswordLink(deps, { ...admin, companyId: auth.companyId });
}
