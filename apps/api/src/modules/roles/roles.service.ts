import {
  canGrantPermission,
  isPlatformOnlyPermission,
  listPermissionCatalogue,
  MESSAGES,
  MODULES,
  type RoleListQuery,
  type RoleRequest,
} from '@fastforward/domain';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { departments, permissions, rolePermissions, roles, userRoles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { departmentService } from '../departments/departments.service';

const notFound = () => new AppError('NOT_FOUND', 'Role not found');

const duplicateName = (error: unknown) =>
  uniqueViolationOf(error) === 'roles_company_name_key'
    ? AppError.fieldError('name', 'A role with this name already exists', 'CONFLICT')
    : error;

const cannotGrant = (field: string, permission: string) =>
  new AppError('FORBIDDEN', `You cannot grant or remove a permission you do not hold: ${permission}`, {
    errors: [{ field, defaultMessage: `You cannot grant or remove ${permission}` }],
  });

const department = sql<{ id: number; name: string } | null>`case when ${departments.id} is null then null
  else json_build_object('id', ${departments.id}, 'name', ${departments.name}) end`;

/** The catalogue as the permission matrix draws it: modules in navigation order, with their actions. */
export function groupPermissionCatalogue(held: readonly string[]) {
  const catalogue = listPermissionCatalogue().filter((p) => !isPlatformOnlyPermission(p.name));
  return MODULES.map((m) => ({
    name: m.name,
    slug: m.slug,
    permissions: catalogue
      .filter((p) => p.module === m.name)
      .map((p) => ({
        name: p.name,
        action: p.name.split('|')[0] ?? '',
        canGrant: canGrantPermission(held, p.name),
      })),
  })).filter((m) => m.permissions.length > 0);
}

/** One page of the company's roles, with how many permissions and staff each has. */
export const listRoles = (db: Db, companyId: number, query: RoleListQuery) =>
  findPage(
    db,
    {
      from: roles,
      joins: (q) => q.leftJoin(departments, eq(departments.id, roles.departmentId)),
      columns: {
        id: roles.id,
        name: roles.name,
        department,
        permissionCount: sql<number>`(select count(*)::int from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id})`,
        staffCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
        createdAt: roles.createdAt,
      },
      where: eq(roles.companyId, companyId),
      search: (pattern) => ilike(roles.name, pattern),
      filters: [query.departmentId ? eq(roles.departmentId, query.departmentId) : undefined],
      sorts: { name: roles.name, createdAt: roles.createdAt },
    },
    query,
  );

const permissionNamesOfRole = (db: DbOrTx, roleId: number) =>
  db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId))
    .orderBy(asc(permissions.name))
    .then((rows) => rows.map((r) => r.name));

/** A role of the company with its permissions; another company's is a 404. */
export async function findRole(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, department, createdAt: roles.createdAt })
    .from(roles)
    .leftJoin(departments, eq(departments.id, roles.departmentId))
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound();
  return { ...row, permissions: await permissionNamesOfRole(db, id) };
}

/**
 * The ids of the permissions a role is to hold, after the grant rule: unknown names are a 400;
 * a change (added or removed) to a permission the caller may not grant is a 403 naming it.
 */
async function resolvePermissionChange(db: DbOrTx, auth: AuthContext, wanted: string[], current: string[]) {
  const unique = [...new Set(wanted)];
  const found =
    unique.length === 0
      ? []
      : await db
          .select({ id: permissions.id, name: permissions.name })
          .from(permissions)
          .where(inArray(permissions.name, unique));
  const ids = new Map(found.map((p) => [p.name, p.id]));
  wanted.forEach((name, i) => {
    if (!ids.has(name)) throw AppError.fieldError(`permissions.${i}`, `Unknown permission: ${name}`);
  });
  wanted.forEach((name, i) => {
    if (!current.includes(name) && !canGrantPermission(auth.permissions, name))
      throw cannotGrant(`permissions.${i}`, name);
  });
  const removed = current.find(
    (name) => !unique.includes(name) && !canGrantPermission(auth.permissions, name),
  );
  if (removed) throw cannotGrant('permissions', removed);
  return [...ids.values()];
}

async function setRolePermissions(tx: DbOrTx, roleId: number, permissionIds: number[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissionIds.length > 0) {
    await tx.insert(rolePermissions).values(permissionIds.map((permissionId) => ({ roleId, permissionId })));
  }
}

export async function createRole(db: Db, auth: AuthContext, input: RoleRequest) {
  const companyId = auth.companyId;
  try {
    const id = await db.transaction(async (tx) => {
      await departmentService.assertOf(tx, companyId, input.departmentId);
      const permissionIds = await resolvePermissionChange(tx, auth, input.permissions, []);
      const [role] = await tx
        .insert(roles)
        .values({ companyId, name: input.name, departmentId: input.departmentId ?? null })
        .returning({ id: roles.id });
      if (!role) throw new Error('role insert returned nothing');
      await setRolePermissions(tx, role.id, permissionIds);
      return role.id;
    });
    return await findRole(db, companyId, id);
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Replaces name, department and permissions; the role's staff hold the new set at their next request. */
export async function updateRole(db: Db, auth: AuthContext, id: number, input: RoleRequest) {
  const companyId = auth.companyId;
  try {
    await db.transaction(async (tx) => {
      const existing = await findRole(tx, companyId, id);
      await departmentService.assertOf(tx, companyId, input.departmentId);
      const permissionIds = await resolvePermissionChange(tx, auth, input.permissions, existing.permissions);
      await tx
        .update(roles)
        .set({ name: input.name, departmentId: input.departmentId ?? null })
        .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
      await setRolePermissions(tx, id, permissionIds);
    });
    return await findRole(db, companyId, id);
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Refused while staff hold the role ('Forbidden Deletion'), or when it holds what the caller may not remove. */
export async function deleteRole(db: Db, auth: AuthContext, id: number) {
  await db.transaction(async (tx) => {
    const existing = await findRole(tx, auth.companyId, id);
    const [usage] = await tx.select({ staffCount: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    const staffCount = usage?.staffCount ?? 0;
    if (staffCount > 0) {
      throw new AppError(
        'CONFLICT',
        `This role is held by ${staffCount} staff member(s); change their roles first.`,
        {
          title: MESSAGES.forbiddenDeletion,
        },
      );
    }
    await resolvePermissionChange(tx, auth, [], existing.permissions);
    await tx.delete(roles).where(and(eq(roles.id, id), eq(roles.companyId, auth.companyId)));
  });
}

/**
 * Checks roles a staff change assigns or takes away: each must be the company's (else 404 naming
 * roleIds) and hold only permissions the caller may grant, or assigning it would grant them.
 */
export async function assertCanChangeRoles(db: DbOrTx, auth: AuthContext, roleIds: number[]) {
  if (roleIds.length === 0) return;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), eq(roles.companyId, auth.companyId)));
  const known = new Set(found.map((r) => r.id));
  if (roleIds.some((id) => !known.has(id)))
    throw AppError.fieldError('roleIds', 'Role not found', 'NOT_FOUND');
  const granted = await db
    .selectDistinct({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
  const refused = granted.find((p) => !canGrantPermission(auth.permissions, p.name));
  if (refused) throw cannotGrant('roleIds', refused.name);
}
