import { type DesignationRequest, MESSAGES, type NamedListQuery } from '@fastforward/domain';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { designations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { offsetOf, orderOf, searchPattern } from '../../lib/list-query';

const columns = { id: designations.id, name: designations.name, createdAt: designations.createdAt };

const notFound = () => new AppError('NOT_FOUND', 'Designation not found');

const duplicateName = (error: unknown) =>
  uniqueViolationOf(error) === 'designations_company_name_key'
    ? AppError.fieldError('name', 'A designation with this name already exists', 'CONFLICT')
    : error;

/** One page of the company's designations. */
export async function listDesignations(db: Db, companyId: number, query: NamedListQuery) {
  const pattern = searchPattern(query.search);
  const where = and(
    eq(designations.companyId, companyId),
    pattern ? ilike(designations.name, pattern) : undefined,
  );
  const sortColumn = query.sort === 'createdAt' ? designations.createdAt : designations.name;
  const [items, totals] = await Promise.all([
    db
      .select(columns)
      .from(designations)
      .where(where)
      .orderBy(...orderOf(sortColumn, query.order, designations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(designations).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A designation of the company; another company's is a 404 (STYLE "Record-level access"). */
export async function findDesignation(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(designations)
    .where(and(eq(designations.id, id), eq(designations.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}

/** Checks a designation id a body refers to belongs to the company. */
export async function assertDesignationOf(db: DbOrTx, companyId: number, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await db
    .select({ id: designations.id })
    .from(designations)
    .where(and(eq(designations.id, id), eq(designations.companyId, companyId)));
  if (!row) throw AppError.fieldError('designationId', 'Designation not found', 'NOT_FOUND');
}

export async function createDesignation(db: Db, companyId: number, input: DesignationRequest) {
  try {
    const [row] = await db.insert(designations).values({ companyId, name: input.name }).returning(columns);
    if (!row) throw new Error('designation insert returned nothing');
    return row;
  } catch (error) {
    throw duplicateName(error);
  }
}

export async function updateDesignation(db: Db, companyId: number, id: number, input: DesignationRequest) {
  try {
    const [row] = await db
      .update(designations)
      .set({ name: input.name })
      .where(and(eq(designations.id, id), eq(designations.companyId, companyId)))
      .returning(columns);
    if (!row) throw notFound();
    return row;
  } catch (error) {
    throw duplicateName(error);
  }
}

/** Refused while staff hold the designation: the client shows 'Forbidden Deletion' (SPEC §8). */
export async function deleteDesignation(db: Db, companyId: number, id: number) {
  await db.transaction(async (tx) => {
    await findDesignation(tx, companyId, id);
    const [usage] = await tx.select({ staffCount: count() }).from(users).where(eq(users.designationId, id));
    const staffCount = usage?.staffCount ?? 0;
    if (staffCount > 0) {
      throw new AppError(
        'CONFLICT',
        `This designation is held by ${staffCount} staff member(s); change theirs first.`,
        {
          title: MESSAGES.forbiddenDeletion,
        },
      );
    }
    await tx.delete(designations).where(and(eq(designations.id, id), eq(designations.companyId, companyId)));
  });
}
