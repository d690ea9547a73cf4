import {
  OPERATION_FILE_CODES,
  type OperationFileSettings,
  type OperationFileSettingsRequest,
} from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { operationFileSettings } from '../../db/schema';

/** The documents required before a booking; nothing until the forwarder first saves. */
export async function findOperationFileSettings(
  db: DbOrTx,
  companyId: number,
): Promise<OperationFileSettings> {
  const [row] = await db
    .select({ requiredCodes: operationFileSettings.requiredCodes })
    .from(operationFileSettings)
    .where(eq(operationFileSettings.companyId, companyId));
  if (!row) return { requiredCodes: [], isDefault: true };
  // jsonb holds whatever was saved: only codes the catalogue still knows leave, in its order.
  const stored = row.requiredCodes as unknown[];
  return { requiredCodes: OPERATION_FILE_CODES.filter((code) => stored.includes(code)), isDefault: false };
}

export async function saveOperationFileSettings(
  db: Db,
  scope: { companyId: number; userId: number },
  input: OperationFileSettingsRequest,
): Promise<OperationFileSettings> {
  const values = { requiredCodes: input.requiredCodes, updatedBy: scope.userId };
  await db
    .insert(operationFileSettings)
    .values({ companyId: scope.companyId, ...values })
    .onConflictDoUpdate({
      target: operationFileSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
  return { requiredCodes: input.requiredCodes, isDefault: false };
}
