import {
  DEFAULT_MAX_DISCOUNT_PERCENT,
  type NegotiationApprover,
  type NegotiationSettings,
  type NegotiationSettingsRequest,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { negotiationSettings, permissions, rolePermissions, userRoles, users } from '../../db/schema';

/** The company's active staff holding the approve-negotiation permission through a role, by name. */
async function findApprovers(db: DbOrTx, companyId: number): Promise<NegotiationApprover[]> {
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.isDisabled, false),
        eq(permissions.name, PERMISSIONS.approveNegotiation),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The company's settings, or the default (no discount without approval) before its first save. */
export async function findNegotiationSettings(db: DbOrTx, companyId: number): Promise<NegotiationSettings> {
  const [row] = await db
    .select({ maxDiscountPercent: negotiationSettings.maxDiscountPercent })
    .from(negotiationSettings)
    .where(eq(negotiationSettings.companyId, companyId));
  return {
    maxDiscountPercent: row?.maxDiscountPercent ?? DEFAULT_MAX_DISCOUNT_PERCENT,
    isDefault: row === undefined,
    approvers: await findApprovers(db, companyId),
  };
}

export async function saveNegotiationSettings(
  db: Db,
  scope: { companyId: number; userId: number },
  input: NegotiationSettingsRequest,
): Promise<NegotiationSettings> {
  const values = { maxDiscountPercent: input.maxDiscountPercent, updatedBy: scope.userId };
  await db
    .insert(negotiationSettings)
    .values({ companyId: scope.companyId, ...values })
    .onConflictDoUpdate({ target: negotiationSettings.companyId, set: { ...values, updatedAt: sql`now()` } });
  return findNegotiationSettings(db, scope.companyId);
}
