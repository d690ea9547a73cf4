import {
  fromCents,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceStatus,
  type invoiceListItemSchema,
  invoiceWorkflow,
  toCents,
} from '@fastforward/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, invoices, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPage, type Page, type PageRequest } from '../../lib/list-query';
import { createStatusTransitions } from '../workflow/workflow.service';

/**
 * The invoice record: its status moves, loading one for the forwarder's staff or the customer,
 * locked for a write, and the list item every invoice list answers.
 */

export type InvoiceRow = typeof invoices.$inferSelect;

/** A list item as the service hands it to the serializer (instants as Dates). */
export type InvoiceListEntry = z.input<typeof invoiceListItemSchema>;

/** The invoice workflow over `invoices` (record type 'invoice'), with its history. */
export const invoiceTransitions = createStatusTransitions({
  table: invoices,
  workflow: invoiceWorkflow,
  recordType: 'invoice',
  notFoundMessage: 'Invoice not found',
});

export const INVOICE: InvoiceKind = 'invoice';
export const CREDIT_NOTE: InvoiceKind = 'credit_note';
export const DEBIT_NOTE: InvoiceKind = 'debit_note';
export const DRAFT: InvoiceStatus = 'draft';
export const ISSUED: InvoiceStatus = 'issued';
export const PAID: InvoiceStatus = 'paid';
export const CANCELLED: InvoiceStatus = 'cancelled';

export const invoiceNotFound = () => new AppError('NOT_FOUND', 'Invoice not found');

/** The invoice `id` of the caller's company (any status), else 404. */
export async function loadStaffInvoice(
  db: DbOrTx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw invoiceNotFound();
  return row;
}

/** What the customer sees of its invoices: issued, paid or cancelled, never a draft. */
export const customerInvoicesWhere = (customerCompanyId: number): SQL =>
  and(eq(invoices.customerCompanyId, customerCompanyId), sql`${invoices.status} <> ${DRAFT}`) as SQL;

/** The invoice `id` billed to the caller's (customer) company and issued, else 404. */
export async function loadCustomerInvoice(db: DbOrTx, customerCompanyId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), customerInvoicesWhere(customerCompanyId)));
  if (!row) throw invoiceNotFound();
  return row;
}

/** The total of the issued credit notes against each invoice (credit notes are issued at once). */
export const creditedTotalOf = (invoiceId: SQL | typeof invoices.id) => sql<string>`coalesce((
  select sum(cn.total) from ${invoices} cn
   where cn.related_invoice_id = ${invoiceId} and cn.kind = ${CREDIT_NOTE} and cn.status <> ${DRAFT}
), 0)::numeric(14, 2)::text`;

/** The credited total of one invoice, read in the caller's transaction. */
export async function creditedCents(db: DbOrTx, invoice: Pick<InvoiceRow, 'id'>): Promise<bigint> {
  const [row] = await db
    .select({ credited: sql<string>`coalesce(sum(${invoices.total}), 0)::numeric(14, 2)::text` })
    .from(invoices)
    .where(
      and(
        eq(invoices.relatedInvoiceId, invoice.id),
        eq(invoices.kind, CREDIT_NOTE),
        ne(invoices.status, DRAFT),
      ),
    );
  return toCents(row?.credited ?? '0');
}

/**
 * What is left to pay: nothing on a credit note or a cancelled one; a draft's whole total;
 * otherwise total − paid − credited.
 */
export function balanceCents(
  row: { kind: string; status: string; total: string; paidTotal: string },
  credited: bigint,
): bigint {
  if (row.kind === CREDIT_NOTE || row.status === CANCELLED) return 0n;
  if (row.status === DRAFT) return toCents(row.total);
  const left = toCents(row.total) - toCents(row.paidTotal) - credited;
  return left > 0n ? left : 0n;
}

/** The columns every invoice list reads; they need `joinInvoiceListTables`. */
export const invoiceListColumns = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  status: invoices.status,
  version: invoices.version,
  jobId: invoices.jobId,
  jobReference: jobs.reference,
  customerId: invoices.customerCompanyId,
  customerName: companies.name,
  relatedInvoiceId: invoices.relatedInvoiceId,
  relatedNumber: sql<string | null>`(
    select ri.number from ${invoices} ri where ri.id = ${invoices.relatedInvoiceId})`,
  currency: invoices.currency,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.total,
  paidTotal: invoices.paidTotal,
  credited: creditedTotalOf(invoices.id),
  pdfFileId: invoices.pdfFileId,
  createdAt: invoices.createdAt,
};

export type InvoiceListRow = SelectResultFields<typeof invoiceListColumns>;

/** The job and the customer company the list columns read. */
export const joinInvoiceListTables = (q: PgSelect) =>
  q
    .innerJoin(jobs, eq(jobs.id, invoices.jobId))
    .innerJoin(companies, eq(companies.id, invoices.customerCompanyId));

/** A list row as the API answers it; `today` (YYYY-MM-DD) decides what is overdue. */
export function toInvoiceListItem(row: InvoiceListRow, today: string): InvoiceListEntry {
  const balance = balanceCents(row, toCents(row.credited));
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    number: row.number,
    status: row.status as InvoiceStatus,
    version: row.version,
    job: { id: row.jobId, reference: row.jobReference },
    customer: { id: row.customerId, name: row.customerName },
    relatedInvoice:
      row.relatedInvoiceId === null ? null : { id: row.relatedInvoiceId, number: row.relatedNumber },
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    total: row.total,
    paidTotal: row.paidTotal,
    balance: fromCents(balance),
    isOverdue: row.status === ISSUED && balance > 0n && row.dueDate !== null && row.dueDate < today,
    hasPdf: row.pdfFileId !== null,
    createdAt: row.createdAt,
  };
}

const LIST_SORTS = { createdAt: invoices.createdAt } as const;

/**
 * A page of invoices `where` picks (the job's, the customer's), newest first; a search matches
 * the number or the job's reference.
 */
export async function findInvoicePage(
  db: DbOrTx,
  where: SQL | undefined,
  query: Omit<PageRequest<'createdAt'>, 'sort' | 'order'>,
  today: string,
): Promise<Page<InvoiceListEntry>> {
  const page = await findPage(
    db,
    {
      from: invoices,
      joins: joinInvoiceListTables,
      columns: invoiceListColumns,
      where,
      search: (pattern) => sql`(${invoices.number} ilike ${pattern} or ${jobs.reference} ilike ${pattern})`,
      sorts: LIST_SORTS,
    },
    { ...query, sort: 'createdAt', order: 'desc' },
  );
  return { ...page, items: page.items.map((row) => toInvoiceListItem(row as InvoiceListRow, today)) };
}

/** The list items `where` picks (the corrections of an invoice), oldest first. */
export async function findInvoiceItems(
  db: DbOrTx,
  where: SQL | undefined,
  today: string,
): Promise<InvoiceListEntry[]> {
  const rows = await db
    .select(invoiceListColumns)
    .from(invoices)
    .innerJoin(jobs, eq(jobs.id, invoices.jobId))
    .innerJoin(companies, eq(companies.id, invoices.customerCompanyId))
    .where(where)
    .orderBy(invoices.id);
  return rows.map((row) => toInvoiceListItem(row, today));
}

/** The company's time zone, for its calendar days (issue, due, payment dates). */
export async function companyTimeZone(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: companySettings.timeZone })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row?.timeZone ?? null;
}

/** The calendar day of `at` in the time zone (UTC when none or unknown), as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string | null): string {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(at);
    } catch {
      // A zone the runtime no longer knows: the UTC day rather than no day.
    }
  }
  return at.toISOString().slice(0, 10);
}

/** The day `days` after a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The stored lines as answered: a line stored before tax codes has none and is taxed at the
 * invoice's rate.
 */
export function storedLinesOf(row: Pick<InvoiceRow, 'lines' | 'taxRate'>): InvoiceLine[] {
  return (row.lines as (Omit<InvoiceLine, 'taxCode' | 'taxRate'> & Partial<InvoiceLine>)[]).map((l) => ({
    ...l,
    sourceLineKey: l.sourceLineKey ?? null,
    taxCode: l.taxCode ?? null,
    taxRate: l.taxRate ?? row.taxRate,
  }));
}
