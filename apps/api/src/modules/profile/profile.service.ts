import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, roles, userRoles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';

/** The caller's own profile (SPEC §7 "my profile"): never another user's, so no id is taken. */
export async function findMyProfile(db: Db, auth: AuthContext) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      fullName: users.fullName,
      company: { id: companies.id, name: companies.name, categoryCode: companies.categoryCode },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
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
