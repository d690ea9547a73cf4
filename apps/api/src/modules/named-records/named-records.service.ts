import { MESSAGES, type NamedListQuery } from '@fastforward/domain';
import { and, count, eq, ilike } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { departments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { offsetOf, orderOf, searchPattern } from '../../lib/list-query';

/** A company-owned table of named records: id, company_id, name (unique per company), created_at. */
export type NamedRecordTable = typeof departments;

export type NamedRecordKind = {
  table: NamedRecordTable;
  /** 'Department': used in messages. */
  label: string;
  /** The unique index on (company_id, name). */
  uniqueIndex: string;
  /** The body field other records use to point at one ('departmentId'). */
  referenceField: string;
  /** Why a record may not be deleted (records that use it), or null when it may. */
  findUse(tx: DbOrTx, id: number): Promise<string | null>;
};

export type NamedRecordInput = { name: string };

/**
 * Departments and designations are the same shape: one service for both, so their rules
 * (tenancy, unique names, refused deletion of a record in use) cannot drift apart.
 */
export function createNamedRecordService(kind: NamedRecordKind) {
  const { table, label } = kind;
  const columns = { id: table.id, name: table.name, createdAt: table.createdAt };
  const ofCompany = (companyId: number, id: number) => and(eq(table.id, id), eq(table.companyId, companyId));
  const notFound = () => new AppError('NOT_FOUND', `${label} not found`);
  const duplicateName = (error: unknown) =>
    uniqueViolationOf(error) === kind.uniqueIndex
      ? AppError.fieldError('name', `A ${label.toLowerCase()} with this name already exists`, 'CONFLICT')
      : error;

  async function find(db: DbOrTx, companyId: number, id: number) {
    const [row] = await db.select(columns).from(table).where(ofCompany(companyId, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** One page of the company's records. */
    async list(db: Db, companyId: number, query: NamedListQuery) {
      const pattern = searchPattern(query.search);
      const where = and(eq(table.companyId, companyId), pattern ? ilike(table.name, pattern) : undefined);
      const sortColumn = query.sort === 'createdAt' ? table.createdAt : table.name;
      const [items, totals] = await Promise.all([
        db
          .select(columns)
          .from(table)
          .where(where)
          .orderBy(...orderOf(sortColumn, query.order, table.id))
          .limit(query.pageSize)
          .offset(offsetOf(query.page, query.pageSize)),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** A record of the company; another company's is a 404 (STYLE "Record-level access"). */
    find,

    /** Checks that an id a body refers to belongs to the company: 404 naming the field otherwise. */
    async assertOf(db: DbOrTx, companyId: number, id: number | null | undefined) {
      if (id == null) return;
      const [row] = await db.select({ id: table.id }).from(table).where(ofCompany(companyId, id));
      if (!row) throw AppError.fieldError(kind.referenceField, `${label} not found`, 'NOT_FOUND');
    },

    async create(db: Db, companyId: number, input: NamedRecordInput) {
      try {
        const [row] = await db.insert(table).values({ companyId, name: input.name }).returning(columns);
        if (!row) throw new Error(`${label} insert returned nothing`);
        return row;
      } catch (error) {
        throw duplicateName(error);
      }
    },

    async update(db: Db, companyId: number, id: number, input: NamedRecordInput) {
      try {
        const [row] = await db
          .update(table)
          .set({ name: input.name })
          .where(ofCompany(companyId, id))
          .returning(columns);
        if (!row) throw notFound();
        return row;
      } catch (error) {
        throw duplicateName(error);
      }
    },

    /** Refused while other records use it: the client shows 'Forbidden Deletion' (SPEC §8). */
    async remove(db: Db, companyId: number, id: number) {
      await db.transaction(async (tx) => {
        await find(tx, companyId, id);
        const use = await kind.findUse(tx, id);
        if (use) throw new AppError('CONFLICT', use, { title: MESSAGES.forbiddenDeletion });
        await tx.delete(table).where(ofCompany(companyId, id));
      });
    },
  };
}

export type NamedRecordService = ReturnType<typeof createNamedRecordService>;
