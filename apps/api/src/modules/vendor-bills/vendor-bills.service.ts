import {
  type AccountsVendor,
  AGEING_BUCKETS,
  type AgeingBucketAmounts,
  daysPastDue,
  FILE_OWNER_TYPE,
  fromCents,
  type JobCosting,
  type JobCostingLine,
  type JobStatusCode,
  type PageQuery,
  type PayablesAgeing,
  priceVendorBillLines,
  type QuoteLine,
  toCents,
  type VendorBillApproveRequest,
  type VendorBillCreateRequest,
  type VendorBillLine,
  type VendorBillListQuery,
  type VendorBillPaymentRequest,
  type VendorBillStatus,
  type VendorBillUpdateRequest,
  type vendorBillListItemSchema,
  type vendorBillPaymentSchema,
  type vendorBillSchema,
  vendorBillWorkflow,
} from '@fastforward/domain';
import { and, asc, count, eq, gte, ilike, inArray, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  currencies,
  files,
  jobs,
  quoteOptions,
  quotes,
  statusHistory,
  users,
  vendorBillPayments,
  vendorBills,
  vendors,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import { findPage, optionalEq, type Page } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { companyTimeZone, dayIn } from '../invoices/invoice-records';
import { recordJobMove } from '../jobs/job-moves';
import { type JobRow, loadStaffJob, lockJob } from '../jobs/job-records';
import { createStatusTransitions, listStatusHistory } from '../workflow/workflow.service';

/**
 * Payables (PRODUCT §2.9, the cost side): a vendor's bill for a job, drafted with lines in its
 * currency (typed, or taken from the booked option's buy lines), approved as actual cost, paid in
 * parts. Every figure is summed on integer cents (domain invoice-amounts). Paying the job's last
 * bill in full moves a job standing at PREC on to PRTV (payment released to vendor).
 */

type VendorBill = z.input<typeof vendorBillSchema>;
type VendorBillListEntry = z.input<typeof vendorBillListItemSchema>;
type VendorBillPayment = z.input<typeof vendorBillPaymentSchema>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'config'>;
type Caller = Pick<AuthContext, 'companyId' | 'userId'>;
export type VendorBillRow = typeof vendorBills.$inferSelect;

export const DRAFT: VendorBillStatus = 'draft';
export const APPROVED: VendorBillStatus = 'approved';
export const PAID: VendorBillStatus = 'paid';
/** The statuses that count as the job's actual cost. */
export const COST_STATUSES: VendorBillStatus[] = [APPROVED, PAID];

const PREC: JobStatusCode = 'PREC';
const PRTV: JobStatusCode = 'PRTV';
const CLOSED: JobStatusCode = 'CLOS';
const UNIQUE_BILL_NUMBER = 'vendor_bills_company_vendor_number_key';

export const vendorBillTransitions = createStatusTransitions({
  table: vendorBills,
  workflow: vendorBillWorkflow,
  recordType: 'vendor_bill',
  notFoundMessage: 'Vendor bill not found',
});

const billNotFound = () => new AppError('NOT_FOUND', 'Vendor bill not found');
const notDraft = () =>
  AppError.fieldError(
    'status',
    'An approved vendor bill cannot be edited or deleted: only a draft can.',
    'CONFLICT',
  );
const staleBill = () =>
  AppError.fieldError(
    'version',
    'This vendor bill was changed by someone else; reload it and try again.',
    'CONFLICT',
  );

async function todayOf(deps: Pick<AppDeps, 'clock'>, db: DbOrTx, companyId: number) {
  return dayIn(deps.clock(), await companyTimeZone(db, companyId));
}

/** The bill `id` of the caller's company, else 404. */
export async function loadVendorBill(
  db: DbOrTx,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<VendorBillRow> {
  const query = db
    .select()
    .from(vendorBills)
    .where(and(eq(vendorBills.id, id), eq(vendorBills.companyId, companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw billNotFound();
  return row;
}

// ── Lists

const listColumns = {
  id: vendorBills.id,
  billNumber: vendorBills.billNumber,
  status: vendorBills.status,
  version: vendorBills.version,
  vendorId: vendorBills.vendorId,
  vendorName: vendors.name,
  jobId: vendorBills.jobId,
  jobReference: jobs.reference,
  billDate: vendorBills.billDate,
  dueDate: vendorBills.dueDate,
  currency: vendorBills.currency,
  exchangeRate: vendorBills.exchangeRate,
  subtotal: vendorBills.subtotal,
  taxTotal: vendorBills.taxTotal,
  total: vendorBills.total,
  baseSubtotal: vendorBills.baseSubtotal,
  paidTotal: vendorBills.paidTotal,
  createdAt: vendorBills.createdAt,
};
type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'];
};

const joinList = (q: PgSelect) =>
  q.innerJoin(vendors, eq(vendors.id, vendorBills.vendorId)).innerJoin(jobs, eq(jobs.id, vendorBills.jobId));

/** What is left to pay: a draft's whole total, otherwise total − paid. */
const balanceOf = (row: Pick<ListRow, 'total' | 'paidTotal' | 'status'>) =>
  row.status === DRAFT ? toCents(row.total) : toCents(row.total) - toCents(row.paidTotal);

/** Trailing zeros of the stored rate carry nothing: '1.0000000000' reads '1'. */
const rateText = (rate: string) => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function toListItem(row: ListRow, today: string): VendorBillListEntry {
  const balance = balanceOf(row);
  const isOverdue = row.status === APPROVED && balance > 0n && row.dueDate !== null && row.dueDate < today;
  return {
    id: row.id,
    billNumber: row.billNumber,
    status: row.status as VendorBillStatus,
    version: row.version,
    vendor: { id: row.vendorId, name: row.vendorName },
    job: { id: row.jobId, reference: row.jobReference },
    billDate: row.billDate,
    dueDate: row.dueDate,
    currency: row.currency,
    exchangeRate: rateText(row.exchangeRate),
    subtotal: row.subtotal,
    taxTotal: row.taxTotal,
    total: row.total,
    baseSubtotal: row.baseSubtotal,
    paidTotal: row.paidTotal,
    balance: fromCents(balance),
    isOverdue,
    daysOverdue: isOverdue && row.dueDate ? daysPastDue(row.dueDate, today) : 0,
    createdAt: row.createdAt,
  };
}

/** Approved, something left, due date passed: as the list item says. */
const overdueWhere = (today: string) =>
  and(
    eq(vendorBills.status, APPROVED),
    lt(vendorBills.dueDate, today),
    sql`${vendorBills.total} > ${vendorBills.paidTotal}`,
  ) as SQL;

/** The payables list: the company's vendor bills with the list's filters, search and paging. */
export async function listVendorBills(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Pick<AuthContext, 'companyId'>,
  query: VendorBillListQuery,
): Promise<Page<VendorBillListEntry>> {
  const today = await todayOf(deps, deps.db, auth.companyId);
  const overdue = overdueWhere(today);
  const page = await findPage(
    deps.db,
    {
      from: vendorBills,
      joins: joinList,
      columns: listColumns,
      where: eq(vendorBills.companyId, auth.companyId),
      search: (pattern) =>
        or(
          ilike(vendorBills.billNumber, pattern),
          ilike(jobs.reference, pattern),
          ilike(vendors.name, pattern),
        ),
      filters: [
        optionalEq(vendorBills.status, query.status),
        optionalEq(vendorBills.vendorId, query.vendorId),
        optionalEq(vendorBills.jobId, query.jobId),
        query.dueFrom ? gte(vendorBills.dueDate, query.dueFrom) : undefined,
        query.dueTo ? lte(vendorBills.dueDate, query.dueTo) : undefined,
        query.overdue === undefined ? undefined : query.overdue ? overdue : not(overdue),
      ],
      sorts: {
        dueDate: vendorBills.dueDate,
        billDate: vendorBills.billDate,
        billNumber: vendorBills.billNumber,
        total: vendorBills.total,
        createdAt: vendorBills.createdAt,
      },
    },
    query,
  );
  return { ...page, items: page.items.map((row) => toListItem(row as ListRow, today)) };
}

/** The vendor bills of a job of the caller's company, oldest first. */
export async function listJobVendorBills(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Pick<AuthContext, 'companyId'>,
  jobId: number,
  query: PageQuery,
): Promise<Page<VendorBillListEntry>> {
  const job = await loadStaffJob(deps.db, auth, jobId);
  return listVendorBills(deps, auth, { ...query, jobId: job.id, sort: 'createdAt', order: 'asc' });
}

// ── One bill

const person = (id: number | null, names: Map<number, string>) =>
  id === null ? null : { id, fullName: names.get(id) ?? '' };

async function userNames(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

async function paymentsOf(db: DbOrTx, bill: Pick<VendorBillRow, 'id' | 'companyId'>) {
  const rows = await db
    .select()
    .from(vendorBillPayments)
    .where(
      and(eq(vendorBillPayments.vendorBillId, bill.id), eq(vendorBillPayments.companyId, bill.companyId)),
    )
    .orderBy(asc(vendorBillPayments.id));
  const names = await userNames(
    db,
    rows.map((r) => r.recordedBy),
  );
  return rows.map(
    (r): VendorBillPayment => ({
      id: r.id,
      paidOn: r.paidOn,
      amount: r.amount,
      reference: r.reference,
      remarks: r.remarks,
      recordedBy: person(r.recordedBy, names),
      createdAt: r.createdAt,
    }),
  );
}

/** One bill of the caller's company with its lines, payments and history. */
export async function findVendorBill(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Pick<AuthContext, 'companyId'>,
  id: number,
): Promise<VendorBill> {
  const { db } = deps;
  const row = await loadVendorBill(db, auth.companyId, id);
  const today = await todayOf(deps, db, auth.companyId);
  const [[listRow], payments, history, names] = await Promise.all([
    joinList(db.select(listColumns).from(vendorBills).$dynamic()).where(
      and(eq(vendorBills.id, row.id), eq(vendorBills.companyId, auth.companyId)),
    ),
    paymentsOf(db, row),
    listStatusHistory(db, auth.companyId, 'vendor_bill', row.id),
    userNames(db, [row.createdBy, row.approvedBy]),
  ]);
  if (!listRow) throw billNotFound();
  return {
    ...toListItem(listRow as ListRow, today),
    lines: row.lines as VendorBillLine[],
    notes: row.notes,
    documentFileId: row.documentFileId,
    createdBy: person(row.createdBy, names),
    approvedBy: person(row.approvedBy, names),
    approvedAt: row.approvedAt,
    updatedAt: row.updatedAt,
    payments,
    history,
  };
}

// ── Drafts

/** The booked option's lines and the quote's base currency: the job's expected costs. */
export async function jobOptionLines(db: DbOrTx, job: Pick<JobRow, 'bookingId' | 'companyId'>) {
  const [option] = await db
    .select({ lines: quoteOptions.lines, baseCurrency: quotes.baseCurrency })
    .from(bookings)
    .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .where(and(eq(bookings.id, job.bookingId), eq(bookings.companyId, job.companyId)));
  if (!option) throw new AppError('CONFLICT', "The job's booking has no selected quote option");
  return { lines: option.lines as QuoteLine[], baseCurrency: option.baseCurrency };
}

type BillFields = Omit<VendorBillCreateRequest, never>;

/** Checks what the request names (vendor, currency, document, buy lines) and prices the lines. */
async function validateBill(db: DbOrTx, auth: Caller, job: JobRow, request: BillFields) {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, request.vendorId), eq(vendors.companyId, auth.companyId)));
  if (!vendor) throw AppError.fieldError('vendorId', 'Choose a vendor of your vendor list');
  const [currency] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, request.currency));
  if (!currency) throw AppError.fieldError('currency', `Currency ${request.currency} is not known`);
  const option = await jobOptionLines(db, job);
  if (request.currency === option.baseCurrency && !/^0*1(\.0*)?$/.test(request.exchangeRate.trim())) {
    throw AppError.fieldError(
      'exchangeRate',
      `A bill in ${option.baseCurrency}, the job's base currency, has an exchange rate of 1`,
    );
  }
  const keys = new Set(option.lines.map((l) => l.key));
  request.lines.forEach((line, index) => {
    if (line.sourceLineKey && !keys.has(line.sourceLineKey)) {
      throw AppError.fieldError(
        `lines.${index}.sourceLineKey`,
        'Choose a buy line of the job’s booked option',
      );
    }
  });
  if (request.documentFileId) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, request.documentFileId),
          eq(files.companyId, auth.companyId),
          eq(files.ownerType, FILE_OWNER_TYPE.job),
          eq(files.ownerId, job.id),
        ),
      );
    if (!file) throw AppError.fieldError('documentFileId', 'Choose a document of this job');
  }
  return priceVendorBillLines(request.lines, request.exchangeRate);
}

/** A unique violation on (company, vendor, bill number) as a 409 on `billNumber`. */
async function mapDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === UNIQUE_BILL_NUMBER) {
      throw AppError.fieldError('billNumber', 'This vendor already has a bill with this number', 'CONFLICT');
    }
    throw error;
  }
}

/** A draft bill of the job; a closed job takes none. */
export async function createVendorBill(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  request: VendorBillCreateRequest,
): Promise<VendorBill> {
  const job = await loadStaffJob(deps.db, auth, jobId);
  const priced = await validateBill(deps.db, auth, job, request);
  const now = deps.clock();
  const id = await mapDuplicate(() =>
    deps.db.transaction(async (tx) => {
      const locked = await lockJob(tx, job);
      if (locked.status === CLOSED) {
        throw AppError.fieldError('status', 'A closed job takes no new vendor bill', 'CONFLICT');
      }
      const [row] = await tx
        .insert(vendorBills)
        .values({
          companyId: auth.companyId,
          jobId: job.id,
          vendorId: request.vendorId,
          billNumber: request.billNumber,
          billDate: request.billDate,
          dueDate: request.dueDate ?? null,
          status: DRAFT,
          currency: request.currency,
          exchangeRate: request.exchangeRate,
          lines: priced.lines,
          subtotal: priced.subtotal,
          taxTotal: priced.taxTotal,
          total: priced.total,
          baseSubtotal: priced.baseSubtotal,
          documentFileId: request.documentFileId ?? null,
          notes: request.notes || null,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendorBills.id });
      if (!row) throw new Error('vendor bill insert returned nothing');
      await vendorBillTransitions.recordInitialStatus(tx, {
        companyId: auth.companyId,
        id: row.id,
        status: DRAFT,
        userId: auth.userId,
        at: now,
        remarks: `Bill ${request.billNumber} recorded`,
      });
      return row.id;
    }),
  );
  return findVendorBill(deps, auth, id);
}

async function lockDraft(tx: DbOrTx, auth: Caller, id: number, version?: number) {
  const row = await loadVendorBill(tx, auth.companyId, id, { lock: true });
  if (row.status !== DRAFT) throw notDraft();
  if (version !== undefined && row.version !== version) throw staleBill();
  return row;
}

/** PUT a draft: the whole bill, totals recomputed, at the version read. */
export async function updateVendorBill(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: VendorBillUpdateRequest,
): Promise<VendorBill> {
  const first = await loadVendorBill(deps.db, auth.companyId, id);
  const job = await loadStaffJob(deps.db, auth, first.jobId);
  const priced = await validateBill(deps.db, auth, job, request);
  await mapDuplicate(() =>
    deps.db.transaction(async (tx) => {
      const row = await lockDraft(tx, auth, id, request.version);
      await tx
        .update(vendorBills)
        .set({
          vendorId: request.vendorId,
          billNumber: request.billNumber,
          billDate: request.billDate,
          dueDate: request.dueDate ?? null,
          currency: request.currency,
          exchangeRate: request.exchangeRate,
          lines: priced.lines,
          subtotal: priced.subtotal,
          taxTotal: priced.taxTotal,
          total: priced.total,
          baseSubtotal: priced.baseSubtotal,
          documentFileId: request.documentFileId ?? null,
          notes: request.notes || null,
          version: sql`${vendorBills.version} + 1`,
          updatedAt: deps.clock(),
        })
        .where(and(eq(vendorBills.id, row.id), eq(vendorBills.companyId, auth.companyId)));
    }),
  );
  return findVendorBill(deps, auth, id);
}

/** Deletes a draft with its history; an approved bill is a 409. */
export async function deleteVendorBill(deps: Pick<AppDeps, 'db'>, auth: Caller, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, auth, id);
    await tx
      .delete(statusHistory)
      .where(
        and(
          eq(statusHistory.companyId, auth.companyId),
          eq(statusHistory.recordType, 'vendor_bill'),
          eq(statusHistory.recordId, row.id),
        ),
      );
    await tx
      .delete(vendorBills)
      .where(and(eq(vendorBills.id, row.id), eq(vendorBills.companyId, auth.companyId)));
  });
}

/** Approves a draft at the version read: from now on it is the job's actual cost and can be paid. */
export async function approveVendorBill(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: VendorBillApproveRequest,
): Promise<VendorBill> {
  await deps.db.transaction(async (tx) => {
    const row = await loadVendorBill(tx, auth.companyId, id, { lock: true });
    const now = deps.clock();
    await vendorBillTransitions.move(tx, {
      companyId: auth.companyId,
      id: row.id,
      expectedVersion: request.version,
      to: APPROVED,
      remarks: `Approved as the cost of bill ${row.billNumber}`,
      userId: auth.userId,
      at: now,
    });
    await tx
      .update(vendorBills)
      .set({ approvedBy: auth.userId, approvedAt: now, updatedAt: now })
      .where(and(eq(vendorBills.id, row.id), eq(vendorBills.companyId, auth.companyId)));
  });
  return findVendorBill(deps, auth, id);
}

// ── Payments

/**
 * When every vendor bill of the job is paid, a job standing at PREC (payment received, right
 * before PRTV on the main line) moves on to PRTV. A job elsewhere stays: the line never jumps
 * operations' steps; a refused move leaves the payment recorded.
 */
async function settleJobPayables(deps: Deps, tx: DbOrTx, auth: AuthContext, jobId: number) {
  const rows = await tx
    .select({ status: vendorBills.status })
    .from(vendorBills)
    .where(and(eq(vendorBills.jobId, jobId), eq(vendorBills.companyId, auth.companyId)));
  if (rows.length === 0 || rows.some((r) => r.status !== PAID)) return;
  const job = await lockJob(tx, { id: jobId, companyId: auth.companyId });
  if (job.status !== PREC) return;
  try {
    await recordJobMove(deps, tx, {
      job,
      to: PRTV,
      expectedVersion: job.version,
      remarks: 'Every vendor bill of the job is paid',
      userId: auth.userId,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/**
 * Money paid to the vendor against an approved bill: more than 0, at most what is left (400 on
 * `amount`), not in the future. Paid in full, the bill is paid (history) and the job may move to PRTV.
 */
export async function recordVendorBillPayment(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: VendorBillPaymentRequest,
): Promise<VendorBill> {
  const timeZone = await companyTimeZone(deps.db, auth.companyId);
  await deps.db.transaction(async (tx) => {
    const row = await loadVendorBill(tx, auth.companyId, id, { lock: true });
    if (row.status !== APPROVED) {
      throw AppError.fieldError(
        'status',
        row.status === DRAFT
          ? 'This vendor bill is a draft: approve it before paying it'
          : 'This vendor bill is paid already',
        'CONFLICT',
      );
    }
    if (request.paidOn > dayIn(deps.clock(), timeZone)) {
      throw AppError.fieldError('paidOn', 'Paid on must not be in the future');
    }
    const left = toCents(row.total) - toCents(row.paidTotal);
    const amount = toCents(request.amount);
    if (amount > left) {
      throw AppError.fieldError(
        'amount',
        `Amount must not exceed the balance of ${row.currency} ${fromCents(left)}`,
      );
    }
    await tx.insert(vendorBillPayments).values({
      companyId: auth.companyId,
      vendorBillId: row.id,
      paidOn: request.paidOn,
      amount: fromCents(amount),
      reference: request.reference,
      remarks: request.remarks || null,
      recordedBy: auth.userId,
      createdAt: deps.clock(),
    });
    await tx
      .update(vendorBills)
      .set({
        paidTotal: fromCents(toCents(row.paidTotal) + amount),
        version: sql`${vendorBills.version} + 1`,
        updatedAt: deps.clock(),
      })
      .where(and(eq(vendorBills.id, row.id), eq(vendorBills.companyId, auth.companyId)));
    if (amount === left) {
      await vendorBillTransitions.move(tx, {
        companyId: auth.companyId,
        id: row.id,
        expectedVersion: row.version + 1,
        to: PAID,
        remarks: `Paid in full (${request.reference})`,
        userId: auth.userId,
        at: deps.clock(),
      });
      await settleJobPayables(deps, tx, auth, row.jobId);
    }
  });
  return findVendorBill(deps, auth, id);
}

// ── Job costing

/** Estimated cost (the booked option's buy lines) beside actual cost (approved and paid bills), per line. */
export async function jobCostingOf(
  deps: Pick<AppDeps, 'db'>,
  auth: Pick<AuthContext, 'companyId'>,
  jobId: number,
): Promise<JobCosting> {
  const job = await loadStaffJob(deps.db, auth, jobId);
  const option = await jobOptionLines(deps.db, job);
  const bills = await deps.db
    .select({ status: vendorBills.status, lines: vendorBills.lines })
    .from(vendorBills)
    .where(and(eq(vendorBills.jobId, job.id), eq(vendorBills.companyId, auth.companyId)));
  const actualByKey = new Map<string | null, bigint>();
  let drafts = 0;
  let costed = 0;
  for (const bill of bills) {
    if (bill.status === DRAFT) {
      drafts += 1;
      continue;
    }
    costed += 1;
    for (const line of bill.lines as VendorBillLine[]) {
      const key =
        line.sourceLineKey && option.lines.some((l) => l.key === line.sourceLineKey)
          ? line.sourceLineKey
          : null;
      actualByKey.set(key, (actualByKey.get(key) ?? 0n) + toCents(line.baseAmount));
    }
  }
  let sell = 0n;
  let estimated = 0n;
  let actual = 0n;
  const lines: JobCostingLine[] = option.lines.map((line) => {
    const est = toCents(line.baseBuy);
    const act = actualByKey.get(line.key) ?? 0n;
    sell += toCents(line.baseSell);
    estimated += est;
    actual += act;
    return {
      key: line.key,
      label: line.label,
      currency: line.currency,
      buy: line.buy,
      exchangeRate: line.exchangeRate,
      estimated: fromCents(est),
      actual: fromCents(act),
      difference: fromCents(act - est),
    };
  });
  const other = actualByKey.get(null);
  if (other !== undefined) {
    actual += other;
    lines.push({
      key: null,
      label: 'Billed outside the quote',
      currency: option.baseCurrency,
      buy: '0.00',
      exchangeRate: '1',
      estimated: '0.00',
      actual: fromCents(other),
      difference: fromCents(other),
    });
  }
  return {
    jobId: job.id,
    currency: option.baseCurrency,
    lines,
    sell: fromCents(sell),
    estimatedCost: fromCents(estimated),
    actualCost: fromCents(actual),
    difference: fromCents(actual - estimated),
    estimatedProfit: fromCents(sell - estimated),
    actualProfit: costed > 0 ? fromCents(sell - actual) : null,
    draftBillCount: drafts,
  };
}

// ── Payables ageing

const money = (value: SQL) => sql<string>`(${value})::numeric(16, 2)::text`;
const openOf = sql`(${vendorBills.total} - ${vendorBills.paidTotal})`;

/**
 * The company's payables as of today: approved bills with something left to pay, per vendor and
 * currency, by days past due (a bill without a due date is due on its bill date).
 */
export async function agePayables(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: Pick<AuthContext, 'companyId'>,
): Promise<PayablesAgeing> {
  const { db } = deps;
  const today = await todayOf(deps, db, auth.companyId);
  const days = sql`(${today}::date - coalesce(${vendorBills.dueDate}, ${vendorBills.billDate}))`;
  const sums = Object.fromEntries(
    AGEING_BUCKETS.map((b) => {
      const inBucket = and(
        b.min === null ? undefined : sql`${days} >= ${b.min}`,
        b.max === null ? undefined : sql`${days} <= ${b.max}`,
      );
      return [b.key, money(sql`coalesce(sum(case when ${inBucket} then ${openOf} end), 0)`)];
    }),
  ) as Record<keyof AgeingBucketAmounts, SQL<string>>;
  const columns = { ...sums, total: money(sql`coalesce(sum(${openOf}), 0)`) };
  const where = and(
    eq(vendorBills.companyId, auth.companyId),
    eq(vendorBills.status, APPROVED),
    sql`${openOf} > 0`,
  );
  const bucketsOf = (row: Record<string, unknown>) =>
    Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, String(row[b.key])])) as AgeingBucketAmounts;
  const [rows, totals] = await Promise.all([
    db
      .select({
        vendorId: vendorBills.vendorId,
        vendorName: vendors.name,
        currency: vendorBills.currency,
        ...columns,
        documentCount: count(),
      })
      .from(vendorBills)
      .innerJoin(vendors, eq(vendors.id, vendorBills.vendorId))
      .where(where)
      .groupBy(vendorBills.vendorId, vendors.name, vendorBills.currency)
      .orderBy(sql`lower(${vendors.name})`, vendorBills.vendorId, vendorBills.currency),
    db
      .select({ currency: vendorBills.currency, ...columns })
      .from(vendorBills)
      .where(where)
      .groupBy(vendorBills.currency)
      .orderBy(vendorBills.currency),
  ]);
  return {
    asOf: today,
    rows: rows.map((row) => ({
      vendor: { id: row.vendorId, name: row.vendorName },
      currency: row.currency,
      buckets: bucketsOf(row),
      total: row.total,
      documentCount: Number(row.documentCount),
    })),
    totals: totals.map((row) => ({ currency: row.currency, buckets: bucketsOf(row), total: row.total })),
  };
}

/** The company's vendors by name: the bill form's and the payables list's picker. */
export async function listAccountsVendors(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  query: PageQuery,
): Promise<Page<AccountsVendor>> {
  return findPage(
    db,
    {
      from: vendors,
      columns: { id: vendors.id, name: vendors.name },
      where: eq(vendors.companyId, auth.companyId),
      search: (pattern) => ilike(vendors.name, pattern),
      sorts: { name: sql`lower(${vendors.name})` },
    },
    { ...query, sort: 'name', order: 'asc' },
  );
}
