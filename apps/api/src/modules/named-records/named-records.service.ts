import type { NamedListQuery, namedRecordSchema } from '@fastforward/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { departments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';

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
};

export type NamedRecordInput = { name: string };
type NamedRecord = z.input<typeof namedRecordSchema>;

/**
 * Departments and designations are the same shape: one service for both, so their rules
 * (tenancy, unique names, refused deletion of a record in use) cannot drift apart.
 */
export function createNamedRecordService(kind: NamedRecordKind) {
  const { table, label } = kind;
  const records = createCompanyRecordService<NamedListQuery, NamedRecordInput, NamedRecord>({
    table,
    label,
    columns: { id: table.id, name: table.name, createdAt: table.createdAt },
    search: (pattern) => ilike(table.name, pattern),
    sorts: { name: table.name, createdAt: table.createdAt },
    toValues: async (_tx, _scope, input) => ({ name: input.name }),
    conflicts: {
      [kind.uniqueIndex]: {
        field: 'name',
        message: `A ${label.toLowerCase()} with this name already exists`,
      },
    },
  });

  return {
    ...records,

    /** Checks that an id a body refers to belongs to the company: 404 naming the field otherwise. */
    async assertOf(db: DbOrTx, companyId: number, id: number | null | undefined) {
      if (id == null) return;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.companyId, companyId)));
      if (!row) throw AppError.fieldError(kind.referenceField, `${label} not found`, 'NOT_FOUND');
    },
  };
}

export type NamedRecordService = ReturnType<typeof createNamedRecordService>;
