import {
  SHIPMENT_GUARD,
  SHIPMENT_GUARDS,
  type ShipmentGuardSettingsRequest,
  type shipmentGuardSettingsSchema,
} from '@fastforward/domain';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { jobShipmentGuardRelaxations, users } from '../../db/schema';

type GuardSettingsItem = z.input<typeof shipmentGuardSettingsSchema>;

/** Every shipment guard with whether the company relaxed it, who did and when. */
export async function findShipmentGuardSettings(db: DbOrTx, companyId: number): Promise<GuardSettingsItem> {
  const rows = await db
    .select({
      status: jobShipmentGuardRelaxations.status,
      relaxedById: jobShipmentGuardRelaxations.relaxedBy,
      relaxedByName: users.fullName,
      relaxedAt: jobShipmentGuardRelaxations.relaxedAt,
    })
    .from(jobShipmentGuardRelaxations)
    .leftJoin(users, eq(users.id, jobShipmentGuardRelaxations.relaxedBy))
    .where(eq(jobShipmentGuardRelaxations.companyId, companyId));
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  return {
    guards: SHIPMENT_GUARDS.map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        needs: SHIPMENT_GUARD[status],
        relaxed: row !== undefined,
        relaxedBy:
          row?.relaxedById == null ? null : { id: row.relaxedById, fullName: row.relaxedByName ?? '' },
        relaxedAt: row?.relaxedAt ?? null,
      };
    }),
  };
}

/**
 * PUT shipmentGuardSettings: the guards relaxed are exactly `relaxed`. A guard relaxed before keeps
 * who relaxed it and when; one newly relaxed records the caller and now; one no longer listed is
 * enforced again (its row goes).
 */
export async function saveShipmentGuardSettings(
  db: Db,
  scope: { companyId: number; userId: number },
  input: ShipmentGuardSettingsRequest,
  now: Date,
): Promise<GuardSettingsItem> {
  const relaxed = [...new Set(input.relaxed)];
  await db.transaction(async (tx) => {
    const mine = eq(jobShipmentGuardRelaxations.companyId, scope.companyId);
    await tx
      .delete(jobShipmentGuardRelaxations)
      .where(relaxed.length > 0 ? and(mine, notInArray(jobShipmentGuardRelaxations.status, relaxed)) : mine);
    if (relaxed.length === 0) return;
    await tx
      .insert(jobShipmentGuardRelaxations)
      .values(
        relaxed.map((status) => ({
          companyId: scope.companyId,
          status,
          relaxedBy: scope.userId,
          relaxedAt: now,
        })),
      )
      .onConflictDoNothing();
  });
  return findShipmentGuardSettings(db, scope.companyId);
}
