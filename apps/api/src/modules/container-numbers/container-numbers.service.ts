import {
  CONTAINER_NUMBER_MESSAGES,
  type ContainerNumberListQuery,
  type ContainerNumberRequest,
  normalizeContainerNumber,
} from '@fastforward/domain';
import { and, type Column, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containerNumbers, containerSizes } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { offsetOf, orderOf, searchPattern } from '../../lib/list-query';

const M = CONTAINER_NUMBER_MESSAGES;
const notFound = () => new AppError('NOT_FOUND', M.notFound);

const duplicateNumber = (error: unknown) =>
  uniqueViolationOf(error) === 'container_numbers_company_number_key'
    ? AppError.fieldError('number', M.duplicate, 'CONFLICT')
    : error;

const columns = {
  id: containerNumbers.id,
  number: containerNumbers.number,
  containerSize: sql<{ id: number; size: string } | null>`case when ${containerSizes.id} is null then null
    else json_build_object('id', ${containerSizes.id}, 'size', ${containerSizes.size}) end`,
  remarks: containerNumbers.remarks,
  createdAt: containerNumbers.createdAt,
};

const SORTS: Record<ContainerNumberListQuery['sort'], Column | SQL> = {
  number: containerNumbers.number,
  createdAt: containerNumbers.createdAt,
};

const ofCompany = (companyId: number, id: number) =>
  and(eq(containerNumbers.id, id), eq(containerNumbers.companyId, companyId));

const selectNumbers = (db: DbOrTx) =>
  db
    .select(columns)
    .from(containerNumbers)
    .leftJoin(containerSizes, eq(containerSizes.id, containerNumbers.containerSizeId));

/** One page of the company's container numbers, searched by number (as typed, any spacing) or remarks. */
export async function listContainerNumbers(db: Db, companyId: number, query: ContainerNumberListQuery) {
  const pattern = searchPattern(query.search);
  const numberPattern = searchPattern(query.search && normalizeContainerNumber(query.search));
  const where = and(
    eq(containerNumbers.companyId, companyId),
    pattern
      ? or(
          numberPattern ? ilike(containerNumbers.number, numberPattern) : undefined,
          ilike(containerNumbers.remarks, pattern),
        )
      : undefined,
  );
  const [items, totals] = await Promise.all([
    selectNumbers(db)
      .where(where)
      .orderBy(...orderOf(SORTS[query.sort], query.order, containerNumbers.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ total: count() }).from(containerNumbers).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A container number of the company; another company's is a 404. */
export async function findContainerNumber(db: DbOrTx, companyId: number, id: number) {
  const [row] = await selectNumbers(db).where(ofCompany(companyId, id));
  if (!row) throw notFound();
  return row;
}

async function valuesOf(tx: DbOrTx, input: ContainerNumberRequest) {
  if (input.containerSizeId !== undefined) {
    const [size] = await tx
      .select({ id: containerSizes.id })
      .from(containerSizes)
      .where(eq(containerSizes.id, input.containerSizeId));
    if (!size) throw AppError.fieldError('containerSizeId', M.containerSizeNotFound);
  }
  return {
    // The schema has checked and normalised it (ISO 6346 check digit); stored in that one form.
    number: input.number,
    containerSizeId: input.containerSizeId ?? null,
    remarks: input.remarks ? input.remarks : null,
  };
}

export async function createContainerNumber(db: Db, companyId: number, input: ContainerNumberRequest) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(containerNumbers)
        .values({ companyId, ...(await valuesOf(tx, input)) })
        .returning({ id: containerNumbers.id });
      if (!row) throw new Error('container number insert returned nothing');
      return findContainerNumber(tx, companyId, row.id);
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

export async function updateContainerNumber(
  db: Db,
  companyId: number,
  id: number,
  input: ContainerNumberRequest,
) {
  try {
    return await db.transaction(async (tx) => {
      await findContainerNumber(tx, companyId, id);
      await tx
        .update(containerNumbers)
        .set(await valuesOf(tx, input))
        .where(ofCompany(companyId, id));
      return findContainerNumber(tx, companyId, id);
    });
  } catch (error) {
    throw duplicateNumber(error);
  }
}

/** Nothing refers to a container number yet (container tracking will): deleting one just works. */
export async function deleteContainerNumber(db: Db, companyId: number, id: number) {
  const deleted = await db
    .delete(containerNumbers)
    .where(ofCompany(companyId, id))
    .returning({ id: containerNumbers.id });
  if (deleted.length === 0) throw notFound();
}
