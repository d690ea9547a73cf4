import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { permissions, rolePermissions, roles } from '../schema';

export async function createRoleWithPermissions(
  db: DbOrTx,
  companyId: number,
  name: string,
  departmentId: number | null,
  permissionNames: readonly string[],
): Promise<number> {
  const [role] = await db.insert(roles).values({ companyId, name, departmentId }).returning({ id: roles.id });
  if (!role) throw new Error('role insert returned nothing');
  const found = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...permissionNames]));
  if (found.length !== new Set(permissionNames).size) {
    const missing = permissionNames.filter((p) => !found.some((f) => f.name === p));
    throw new Error(`unknown permissions for role ${name}: ${missing.join(', ')}`);
  }
  if (found.length > 0) {
    await db.insert(rolePermissions).values(found.map((p) => ({ roleId: role.id, permissionId: p.id })));
  }
  return role.id;
}
