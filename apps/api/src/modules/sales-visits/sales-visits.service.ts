import {
  emptyToNull,
  FILE_OWNER_TYPE,
  SALES_VISIT_PARTIES_LIMIT,
  type SalesVisitListQuery,
  type SalesVisitParty,
  type SalesVisitReport,
  type SalesVisitReportQuery,
  type SalesVisitStatus,
  type salesVisitRequestSchema,
  type salesVisitSchema,
} from '@fastforward/domain';
import { and, asc, count, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companies, files, leads, salesVisits, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lookup, searchPattern } from '../../lib/list-query';
import { dayRangeIn } from '../../lib/zoned-days';
import { createCompanyRecordService, type RecordScope } from '../company-records/company-records.service';
import { checkCompanyReferences, customerOf, missingReference } from '../company-records/references';
import { companyTimeZone } from '../invoices/invoice-records';

type VisitInput = z.output<typeof salesVisitRequestSchema>;
type VisitItem = z.input<typeof salesVisitSchema>;

/** The list query with its planned days turned into instants of the company's time zone. */
type VisitQuery = SalesVisitListQuery & { plannedStart?: Date | null; plannedEnd?: Date | null };

const salesPersonName = lookup<string>(users, users.fullName, eq(users.id, salesVisits.salesPersonId));
const leadName = lookup<string>(leads, leads.companyName, eq(leads.id, salesVisits.leadId));
const customerName = lookup<string>(
  companies,
  companies.name,
  eq(companies.id, salesVisits.customerCompanyId),
);

/** A column of the listed visit, named with its table: inside a subquery a bare name is the inner row's. */
const visitColumn = (column: string) => sql`${sql.identifier('sales_visits')}.${sql.identifier(column)}`;

/** How many files the visit has (its files panel's badge). */
const fileCount = sql<number>`(select count(*) from ${files} f
  where f.owner_type = ${FILE_OWNER_TYPE.salesVisit} and f.owner_id = ${visitColumn('id')}
    and f.company_id = ${visitColumn('company_id')})`.mapWith(Number);

/** The visit's planned time within the days asked for (instants: start inclusive, end exclusive). */
const plannedWithin = (start: Date | null | undefined, end: Date | null | undefined) => [
  start ? gte(salesVisits.plannedAt, start) : undefined,
  end ? lt(salesVisits.plannedAt, end) : undefined,
];

const visitRecords = createCompanyRecordService<VisitQuery, VisitInput, VisitItem>({
  table: salesVisits,
  label: 'Sales visit',
  columns: {
    id: salesVisits.id,
    status: salesVisits.status,
    salesPersonId: salesVisits.salesPersonId,
    salesPersonName,
    purpose: salesVisits.purpose,
    location: salesVisits.location,
    plannedAt: salesVisits.plannedAt,
    visitedAt: salesVisits.visitedAt,
    outcome: salesVisits.outcome,
    leadId: salesVisits.leadId,
    leadName,
    customerCompanyId: salesVisits.customerCompanyId,
    customerName,
    fileCount,
    createdAt: salesVisits.createdAt,
    updatedAt: salesVisits.updatedAt,
  },
  search: (pattern) =>
    or(
      ilike(salesVisits.purpose, pattern),
      ilike(salesVisits.location, pattern),
      ilike(salesVisits.outcome, pattern),
      sql`${salesPersonName} ilike ${pattern}`,
      sql`${leadName} ilike ${pattern}`,
      sql`${customerName} ilike ${pattern}`,
    ),
  filters: (query) => [
    query.status ? eq(salesVisits.status, query.status) : undefined,
    query.salesPersonId ? eq(salesVisits.salesPersonId, query.salesPersonId) : undefined,
    query.leadId ? eq(salesVisits.leadId, query.leadId) : undefined,
    query.customerCompanyId ? eq(salesVisits.customerCompanyId, query.customerCompanyId) : undefined,
    ...plannedWithin(query.plannedStart, query.plannedEnd),
  ],
  sorts: { plannedAt: salesVisits.plannedAt, createdAt: salesVisits.createdAt, status: salesVisits.status },
  async toValues(tx, scope, input, id) {
    let currentPerson: number | null = null;
    if (id !== undefined) {
      const [row] = await tx
        .select({ salesPersonId: salesVisits.salesPersonId })
        .from(salesVisits)
        .where(eq(salesVisits.id, id));
      currentPerson = row?.salesPersonId ?? null;
    }
    // A disabled staff member may stay on the visit they already hold, never be sent on a new one.
    await checkCompanyReferences(tx, scope.companyId, {
      staff: {
        id: input.salesPersonId,
        current: currentPerson,
        fail: () => missingReference('salesPersonId', 'Sales person'),
        disabled: () => AppError.fieldError('salesPersonId', 'This staff member is disabled: choose another'),
      },
      lead: { id: input.leadId, fail: () => missingReference('leadId', 'Lead') },
      customer: {
        id: input.customerCompanyId,
        fail: () => missingReference('customerCompanyId', 'Customer'),
      },
    });
    const visitedAt = input.visitedAt ? new Date(input.visitedAt) : null;
    if (visitedAt && visitedAt > scope.now) {
      throw AppError.fieldError('visitedAt', 'A visit is recorded once it has taken place');
    }
    return {
      salesPersonId: input.salesPersonId,
      purpose: input.purpose,
      location: emptyToNull(input.location),
      plannedAt: new Date(input.plannedAt),
      leadId: input.leadId ?? null,
      customerCompanyId: input.customerCompanyId ?? null,
      status: input.status,
      visitedAt,
      outcome: emptyToNull(input.outcome),
      updatedAt: scope.now,
      ...(id === undefined ? { createdBy: scope.userId, createdAt: scope.now } : {}),
    };
  },
  toItem: (row) => {
    const r = row as Record<string, unknown> & {
      salesPersonId: number;
      salesPersonName: string | null;
      leadId: number | null;
      leadName: string | null;
      customerCompanyId: number | null;
      customerName: string | null;
    };
    return {
      id: r.id as number,
      status: r.status as SalesVisitStatus,
      salesPerson: { id: r.salesPersonId, fullName: r.salesPersonName ?? '' },
      purpose: r.purpose as string,
      location: r.location as string | null,
      plannedAt: r.plannedAt as Date,
      visitedAt: r.visitedAt as Date | null,
      outcome: r.outcome as string | null,
      lead: r.leadId === null ? null : { id: r.leadId, name: r.leadName ?? '' },
      customer: r.customerCompanyId === null ? null : { id: r.customerCompanyId, name: r.customerName ?? '' },
      fileCount: r.fileCount as number,
      createdAt: r.createdAt as Date,
      updatedAt: r.updatedAt as Date,
    };
  },
});

/** The list query's planned days as instants of the company's day (SALES_VISIT list and export). */
async function zonedQuery<Q extends SalesVisitListQuery | Omit<SalesVisitListQuery, 'page' | 'pageSize'>>(
  db: DbOrTx,
  companyId: number,
  query: Q,
): Promise<Q & { plannedStart: Date | null; plannedEnd: Date | null }> {
  if (!query.plannedFrom && !query.plannedTo) return { ...query, plannedStart: null, plannedEnd: null };
  const range = dayRangeIn(query.plannedFrom, query.plannedTo, await companyTimeZone(db, companyId));
  return { ...query, plannedStart: range.start, plannedEnd: range.end };
}

/**
 * Sales visits of the caller's company: the record service's list, read, create, update and
 * delete, the list and export reading their planned days in the company's time zone.
 */
export const salesVisitsService = {
  ...visitRecords,
  async list(db: Db, scope: RecordScope, query: VisitQuery) {
    return visitRecords.list(db, scope, await zonedQuery(db, scope.companyId, query));
  },
  async *listEach(
    db: Db,
    scope: RecordScope,
    query: Omit<VisitQuery, 'page' | 'pageSize'>,
    batchSize?: number,
  ) {
    yield* visitRecords.listEach(db, scope, await zonedQuery(db, scope.companyId, query), batchSize);
  },
  /** The company's time zone, for the export's times. */
  timeZoneOf: (db: DbOrTx, companyId: number) => companyTimeZone(db, companyId),
};

/**
 * Visits planned in the period (days of the company's time zone), per sales person, by the status
 * they hold now; people without a visit in the period are left out. Ordered by name.
 */
export async function salesVisitReport(
  db: DbOrTx,
  companyId: number,
  query: SalesVisitReportQuery,
): Promise<SalesVisitReport> {
  const { start, end } = dayRangeIn(query.from, query.to, await companyTimeZone(db, companyId));
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      status: salesVisits.status,
      visits: count(),
    })
    .from(salesVisits)
    .innerJoin(users, eq(users.id, salesVisits.salesPersonId))
    .where(and(eq(salesVisits.companyId, companyId), ...plannedWithin(start, end)))
    .groupBy(users.id, users.fullName, salesVisits.status)
    .orderBy(asc(users.fullName), asc(users.id));
  const empty = () => ({ planned: 0, completed: 0, cancelled: 0, total: 0 });
  const byPerson = new Map<number, SalesVisitReport['rows'][number]>();
  const totals = empty();
  for (const row of rows) {
    let line = byPerson.get(row.id);
    if (!line) {
      line = { salesPerson: { id: row.id, fullName: row.fullName }, ...empty() };
      byPerson.set(row.id, line);
    }
    const n = Number(row.visits);
    const status = row.status as SalesVisitStatus;
    line[status] += n;
    line.total += n;
    totals[status] += n;
    totals.total += n;
  }
  return { from: query.from, to: query.to, rows: [...byPerson.values()], totals };
}

/** The leads and customers whose name holds `search`, each kind up to the picker's limit, by name. */
export async function findVisitParties(
  db: DbOrTx,
  companyId: number,
  search: string | undefined,
): Promise<SalesVisitParty[]> {
  const pattern = searchPattern(search);
  const [leadRows, customerRows] = [
    await db
      .select({ id: leads.id, name: leads.companyName })
      .from(leads)
      .where(and(eq(leads.companyId, companyId), pattern ? ilike(leads.companyName, pattern) : undefined))
      .orderBy(asc(leads.companyName), asc(leads.id))
      .limit(SALES_VISIT_PARTIES_LIMIT),
    await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(customerOf(companyId), pattern ? ilike(companies.name, pattern) : undefined))
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(SALES_VISIT_PARTIES_LIMIT),
  ];
  return [
    ...leadRows.map((r) => ({ kind: 'lead' as const, ...r })),
    ...customerRows.map((r) => ({ kind: 'customer' as const, ...r })),
  ];
}

/** The visit of the caller's company, or a 404: what its files hang on. */
export async function findOwnVisit(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: salesVisits.id, companyId: salesVisits.companyId })
    .from(salesVisits)
    .where(and(eq(salesVisits.id, id), eq(salesVisits.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', 'Sales visit not found');
  return row;
}
