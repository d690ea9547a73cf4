import { type DepartmentRequest, MESSAGES, type NamedListQuery } from '@fastforward/domain';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { departments, roles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { offsetOf, orderOf, searchPattern } from '../../lib/list-query';

const columns = { id: departments.id, name: departments.name, createdAt: departments.createdAt };

const notFound = () => new AppError('NOT_FOUND', 'Department not found');

const duplicateName = (error: unknown) =>
  uniqueViolationOf(error) === 'departments_company_name_key'
    ? AppError.fieldError('name', 'A department with this name already exists', 'CONFLICT')
    : error;

/** One page of the company's departments. */
export async function listDepartments(db: Db, companyId: number, query: NamedListQuery) {
  const pattern = searchPattern(query.search);
  const where = and(
    eq(departments.companyId, companyId),
    pattern ? ilike(departments.name, pattern) : undefined,
  );
  const sortColumn = query.sort === 'createdAt' ? departments.createdAt : departments.name;
  const [items, totals] = await Promise.all([
    db
      .select(columns)
      .from(departments)
      .where(where)
      .orderBy(...orderOf(sortColumn, query.order, departments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(departments).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A department of the company; another company's is a 404 (STYLE "Record-level access"). */
export async function findDepartment(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** Checks a department id a body refers to belongs to the company. */
export async function assertDepartmentOf(db: DbOrTx, companyId: number, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.companyId, companyId)));
  if (!row) throw AppError.fieldError('departmentId', 'Department not found', 'NOT_FOUND');
}

export async function createDepartment(db: Db, companyId: number, input: DepartmentRequest) {
  try {
    const [row] = await db.insert(departments).values({ companyId, name: input.name }).returning(columns);
    if (!row) throw new Error('department insert returned nothing');
    return row;
  } catch (error) {
    throw duplicateName(error);
  }
}

export async function updateDepartment(db: Db, companyId: number, id: number, input: DepartmentRequest) {
  try {
    const [row] = await db
      .update(departments)
      .set({ name: input.name })
      .where(and(eq(departments.id, id), eq(departments.companyId, companyId)))
      .returning(columns);
    if (!row) throw notFound();
    return row;
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Refused while roles or staff use the department: the client shows 'Forbidden Deletion' (SPEC §8). */
export async function deleteDepartment(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await findDepartment(tx, companyId, id);
    const [usage] = await tx
      .select({
        roleCount: sql<number>`(select count(*)::int from ${roles} where ${roles.departmentId} = ${id})`,
        staffCount: sql<number>`(select count(*)::int from ${users} where ${users.departmentId} = ${id})`,
      })
      .from(sql`(select 1) as one`);
    const roleCount = Number(usage?.roleCount ?? 0);
    const staffCount = Number(usage?.staffCount ?? 0);
    if (roleCount > 0 || staffCount > 0) {
      throw new AppError(
        'CONFLICT',
        `This department is used by ${roleCount} role(s) and ${staffCount} staff member(s); move them first.`,
        { title: MESSAGES.forbiddenDeletion },
      );
    }
    await tx.delete(departments).where(and(eq(departments.id, id), eq(departments.companyId, companyId)));
  });
}
