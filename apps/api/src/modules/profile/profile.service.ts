import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companySettings, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { storedFileOf } from '../files/files.service';

/** The caller's own profile (SPEC §7 "my profile"): never another user's, so no id is taken. */
export async function findMyProfile(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      company: {
        id: companies.id,
        name: companies.name,
        categoryCode: companies.categoryCode,
        logo: storedFileOf(companySettings.logoFileId),
      },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(users.id, auth.userId));
  if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, auth.userId))
    .orderBy(roles.name);
  return { ...row, roles: roleRows, permissions: auth.permissions };
}
