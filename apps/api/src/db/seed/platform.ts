import {
  COMPANY_CATEGORY,
  PERMISSIONS,
  SUPER_ADMIN_USER_ID,
  SUPER_ADMIN_USERNAME,
} from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import type { DbOrTx } from '../client';
import { companies, termsAndConditions, users } from '../schema';
import { createRoleWithPermissions } from './roles';

export const PLATFORM_COMPANY_NAME = 'FastForward Platform';

/** The role every platform administrator holds (the seeded ones, and those the super-administrator invites). */
export const PLATFORM_ADMIN_ROLE = 'Platform Administrator';

const SYSTEM_TERMS = `These platform terms govern the use of FastForward by every company and user.
1. You keep your company's data accurate and lawful, and you are responsible for the users you invite.
2. Rates, quotes and bookings exchanged on the platform bind only the companies that exchange them.
3. The platform processes personal data only to provide the service; see the privacy policy.
4. Access may be suspended for misuse, including attempts to reach another company's data.`;

/**
 * The platform company (CAT_ADM), the super-administrator as user id 1 (SPEC §6) and the first
 * version of the platform terms. Runs once: an existing user 1 is left alone.
 */
export async function seedPlatform(db: DbOrTx, adminPassword: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, SUPER_ADMIN_USER_ID));
  if (existing) return false;
  const [platform] = await db
    .insert(companies)
    .values({
      name: PLATFORM_COMPANY_NAME,
      shortName: 'platform',
      categoryCode: COMPANY_CATEGORY.admin,
      isSystemVerified: true,
      hasCompleteCompanySetting: true,
    })
    .returning({ id: companies.id });
  if (!platform) throw new Error('platform company insert returned nothing');
  await db.insert(users).values({
    id: SUPER_ADMIN_USER_ID,
    companyId: platform.id,
    username: SUPER_ADMIN_USERNAME,
    email: 'admin@fastforward.example',
    fullName: 'Super Administrator',
    passwordHash: await hashPassword(adminPassword),
    isFirstLogin: false,
    isEmailVerified: true,
  });
  // The explicit id 1 does not advance the sequence; the next user must not collide with it.
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  await db.insert(termsAndConditions).values({
    companyId: null,
    version: 1,
    title: 'FastForward platform terms of use',
    body: SYSTEM_TERMS,
    isActive: true,
  });
  await createRoleWithPermissions(db, platform.id, PLATFORM_ADMIN_ROLE, null, [PERMISSIONS.viewMailOutbox]);
  return true;
}
