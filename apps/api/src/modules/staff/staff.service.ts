import {
  canGrantPermission,
  STAFF_STATUS,
  type StaffCreateRequest,
  type StaffListQuery,
  type StaffUpdateRequest,
} from '@fastforward/domain';
import { type AnyColumn, and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, DbOrTx } from '../../db/client';
import { companyNameOf, permissionNamesOf, rowsOf } from '../../db/queries';
import { departments, designations, roles, userRoles, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { createOpaqueToken, hashPassword } from '../../lib/crypto';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { sendInvitationLink, sendResetPasswordLink } from '../auth/password-links';
import { revokeUserSessions } from '../auth/user-sessions';
import { departmentService } from '../departments/departments.service';
import { designationService } from '../designations/designations.service';
import { assertCanChangeRoles } from '../roles/roles.service';

const notFound = () => new AppError('NOT_FOUND', 'Staff member not found');

const refOf = (id: AnyColumn, name: AnyColumn) =>
  sql<{ id: number; name: string } | null>`case when ${id} is null then null
    else json_build_object('id', ${id}, 'name', ${name}) end`;

const staffColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  fullName: users.fullName,
  status: sql<
    (typeof STAFF_STATUS)[keyof typeof STAFF_STATUS]
  >`case when ${users.isDisabled} then ${STAFF_STATUS.disabled} else ${STAFF_STATUS.active} end`,
  isFirstLogin: users.isFirstLogin,
  department: refOf(departments.id, departments.name),
  designation: refOf(designations.id, designations.name),
  roles: sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
      from ${userRoles} ur join ${roles} r on r.id = ur.role_id
     where ur.user_id = ${users.id}), '[]'::json)`,
  createdAt: users.createdAt,
};

/** Each member's department and designation (both optional). */
const withReferences = (query: PgSelect) =>
  query
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(designations, eq(designations.id, users.designationId));

type Staff = SelectResultFields<typeof staffColumns>;

/** One page of the company's staff: searched by username, full name and e-mail, filtered, sorted. */
export const listStaff = (db: Db, companyId: number, query: StaffListQuery) =>
  findPage(
    db,
    {
      from: users,
      joins: withReferences,
      columns: staffColumns,
      where: eq(users.companyId, companyId),
      search: (pattern) =>
        or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern)),
      filters: [
        query.departmentId ? eq(users.departmentId, query.departmentId) : undefined,
        query.roleId
          ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${query.roleId})`
          : undefined,
        query.status ? eq(users.isDisabled, query.status === STAFF_STATUS.disabled) : undefined,
      ],
      sorts: { username: users.username, fullName: users.fullName, createdAt: users.createdAt },
    },
    query,
  );

/** A staff member of the caller's company; anyone else is a 404 (STYLE "Record-level access"). */
export async function findStaff(db: DbOrTx, companyId: number, id: number): Promise<Staff> {
  const [row] = await withReferences(db.select(staffColumns).from(users).$dynamic()).where(
    and(eq(users.id, id), eq(users.companyId, companyId)),
  );
  if (!row) throw notFound();
  // A dynamic query's rows are untyped; they are exactly `staffColumns`.
  return row as Staff;
}

/**
 * Changing someone's e-mail, roles or access is reaching their account: allowed only when the
 * caller could grant everything that person holds (the business administrator can, for anyone
 * of the company), or a lesser administrator could take over a greater one.
 */
async function assertCanManage(db: DbOrTx, auth: AuthContext, userId: number) {
  const result = await db.execute(sql`select ${permissionNamesOf(sql`${userId}`)} as permissions`);
  const held = rowsOf<{ permissions: string[] }>(result)[0]?.permissions ?? [];
  const refused = held.find((p) => !canGrantPermission(auth.permissions, p));
  if (refused) {
    throw new AppError('FORBIDDEN', `This staff member holds a permission you do not hold: ${refused}`);
  }
}

const duplicateUsername = (error: unknown) =>
  uniqueViolationOf(error) === 'users_username_key'
    ? AppError.fieldError('username', 'This username is already taken', 'CONFLICT')
    : error;

/** Who is invited: a new user of `companyId`, with the roles given (the caller checked them). */
export type Invitee = {
  companyId: number;
  username: string;
  email: string;
  fullName: string;
  departmentId?: number | null;
  designationId?: number | null;
  roleIds: number[];
};

/**
 * Creates a user who cannot sign in yet (a random, unknown password) and e-mails the first-login
 * link that lets them choose one. `authorize` runs first in the same transaction: the caller's
 * checks of the references and roles. Staff and platform administrators are invited alike.
 */
export async function inviteUser(
  deps: AppDeps,
  invitee: Invitee,
  authorize: (tx: DbOrTx) => Promise<void> = async () => {},
): Promise<number> {
  const { db } = deps;
  const { companyId, roleIds } = invitee;
  const passwordHash = await hashPassword(createOpaqueToken());
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await authorize(tx);
      const [user] = await tx
        .insert(users)
        .values({
          companyId,
          username: invitee.username,
          email: invitee.email,
          fullName: invitee.fullName,
          passwordHash,
          isFirstLogin: true,
          isEmailVerified: false,
          departmentId: invitee.departmentId ?? null,
          designationId: invitee.designationId ?? null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      if (roleIds.length > 0)
        await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
      const companyName = await companyNameOf(tx, companyId);
      // In the same transaction: never an invited user without the invitation, or the reverse.
      await sendInvitationLink(
        deps,
        {
          id: user.id,
          username: invitee.username,
          email: invitee.email,
          fullName: invitee.fullName,
          companyId,
          companyName: companyName ?? 'Your company',
        },
        tx,
      );
      return user.id;
    });
  } catch (error) {
    throw duplicateUsername(error);
  }
  return id;
}

/** Invites a staff member of the caller's company with the department, designation and roles given. */
export async function createStaff(deps: AppDeps, auth: AuthContext, input: StaffCreateRequest) {
  const companyId = auth.companyId;
  const roleIds = [...new Set(input.roleIds)];
  const id = await inviteUser(deps, { ...input, companyId, roleIds }, async (tx) => {
    await departmentService.assertOf(tx, companyId, input.departmentId);
    await designationService.assertOf(tx, companyId, input.designationId);
    await assertCanChangeRoles(tx, auth, roleIds);
  });
  return findStaff(deps.db, companyId, id);
}

/** Changes what the body carries; roles are replaced as a whole when `roleIds` is present. */
export async function updateStaff(db: Db, auth: AuthContext, id: number, input: StaffUpdateRequest) {
  const companyId = auth.companyId;
  await db.transaction(async (tx) => {
    const current = await findStaff(tx, companyId, id);
    await assertCanManage(tx, auth, id);
    if (input.departmentId !== undefined) await departmentService.assertOf(tx, companyId, input.departmentId);
    if (input.designationId !== undefined)
      await designationService.assertOf(tx, companyId, input.designationId);
    const changes = {
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
      ...(input.departmentId !== undefined ? { departmentId: input.departmentId } : {}),
      ...(input.designationId !== undefined ? { designationId: input.designationId } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set(changes)
        .where(and(eq(users.id, id), eq(users.companyId, companyId)));
    }
    if (input.roleIds !== undefined) {
      const wanted = [...new Set(input.roleIds)];
      const held = current.roles.map((r) => r.id);
      const added = wanted.filter((r) => !held.includes(r));
      const removed = held.filter((r) => !wanted.includes(r));
      await assertCanChangeRoles(tx, auth, [...added, ...removed]);
      if (removed.length > 0) {
        await tx.delete(userRoles).where(and(eq(userRoles.userId, id), inArray(userRoles.roleId, removed)));
      }
      if (added.length > 0)
        await tx.insert(userRoles).values(added.map((roleId) => ({ userId: id, roleId })));
    }
  });
  return findStaff(db, companyId, id);
}

/** Disabling ends the member's sessions at once; nobody disables themselves. */
export async function setStaffDisabled(
  db: Db,
  auth: AuthContext,
  id: number,
  isDisabled: boolean,
  now: Date,
) {
  if (isDisabled && id === auth.userId) {
    throw new AppError('FORBIDDEN', 'You cannot disable your own account');
  }
  await db.transaction(async (tx) => {
    await findStaff(tx, auth.companyId, id);
    await assertCanManage(tx, auth, id);
    await setUserDisabled(tx, id, isDisabled, now);
  });
  return findStaff(db, auth.companyId, id);
}

/** Disables (ending every session at once) or enables a user the caller has already found. */
export async function setUserDisabled(tx: DbOrTx, userId: number, isDisabled: boolean, now: Date) {
  await tx.update(users).set({ isDisabled }).where(eq(users.id, userId));
  if (isDisabled) await revokeUserSessions(tx, userId, 'disabled', now);
}

/** E-mails the member a password reset link, as forgot-password does. */
export async function resetStaffPassword(deps: AppDeps, auth: AuthContext, id: number) {
  const staff = await findStaff(deps.db, auth.companyId, id);
  await assertCanManage(deps.db, auth, id);
  if (staff.status === STAFF_STATUS.disabled) {
    throw new AppError('CONFLICT', 'Enable this staff member before resetting the password');
  }
  await sendResetPasswordLink(deps, { ...staff, companyId: auth.companyId });
}
