import {
  applyTaxCodes,
  convertCents,
  fromCents,
  INVOICE_KIND,
  INVOICE_NOTIFICATION_KIND,
  type InvoiceCreditNoteRequest,
  type InvoiceDebitNoteRequest,
  type InvoiceDraftCreateRequest,
  type InvoiceDraftUpdateRequest,
  type InvoiceIssueRequest,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceLineRequest,
  type InvoicePaymentRequest,
  type InvoiceStatus,
  invoiceLineFromQuoteLine,
  type invoicePaymentSchema,
  type invoiceSchema,
  invoiceTaxPerRate,
  isJobMainLineStatus,
  JOB_MAIN_LINE,
  type JobStatusCode,
  netOfGrossCents,
  type PageQuery,
  PRICE_ADJUSTMENT_KEY,
  priceInvoiceLines,
  type QuoteLine,
  splitInProportion,
  type TaxableInvoiceLine,
  toCents,
} from '@fastforward/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  companyInvoiceSettings,
  invoicePayments,
  invoices,
  jobs,
  quoteOptions,
  quotes,
  rateEnquiries,
  statusHistory,
  users,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Page } from '../../lib/list-query';
import { dayOf } from '../../lib/validity';
import type { AuthContext } from '../../plugins/auth';
import { mailNotified } from '../bookings/booking-records';
import { baseCurrencyOf } from '../company-settings/company-settings.service';
import { assertLineTaxCodes, findInvoiceTaxCodes } from '../company-settings/tax-codes.service';
import { findLatestExchangeRates } from '../exchange-rates/exchange-rates.service';
import { findReadableFile } from '../files/files.service';
import { customerJobLink, recordJobMove } from '../jobs/job-moves';
import { type JobRow, loadCustomerJob, loadStaffJob, lockJob } from '../jobs/job-records';
import { notifyCompanyUsers } from '../notifications/notifications.service';
import {
  allocateDocumentNumber,
  allocateInvoiceNumber,
  type NumberingTx,
} from '../numbering/numbering.service';
import { listStatusHistory } from '../workflow/workflow.service';
import { fileInvoicePdf, type InvoiceLetterData, readInvoiceLetter } from './invoice-document';
import {
  addDays,
  balanceCents,
  CANCELLED,
  CREDIT_NOTE,
  companyTimeZone,
  creditedCents,
  customerInvoicesWhere,
  DEBIT_NOTE,
  DRAFT,
  dayIn,
  findInvoiceItems,
  findInvoicePage,
  INVOICE,
  type InvoiceListEntry,
  type InvoiceRow,
  ISSUED,
  invoiceTransitions,
  loadCustomerInvoice,
  loadStaffInvoice,
  PAID,
  storedLinesOf,
} from './invoice-records';

/**
 * PRODUCT §2.9: an invoice drafted from the job's sell lines, edited while a draft, issued (its
 * number, dates and PDF in one transaction), paid in parts; credit notes take off what is left
 * (all of it cancels the invoice), debit notes add to it. When the job's invoices are all paid
 * the job moves on to PREC.
 */

type Invoice = z.input<typeof invoiceSchema>;
type InvoicePayment = z.input<typeof invoicePaymentSchema>;

type Deps = Pick<AppDeps, 'db' | 'storage' | 'clock' | 'mailer' | 'config'>;

const PREC: JobStatusCode = 'PREC';
const CLOSED: JobStatusCode = 'CLOS';
const PREC_AT = JOB_MAIN_LINE.indexOf(PREC);
/** The payment steps begin once the cargo is at the delivery place (ADPL, then the customer's PREL). */
const SETTLES_FROM = JOB_MAIN_LINE.indexOf('ADPL');

const notDraft = () =>
  AppError.fieldError(
    'status',
    'An issued invoice cannot be edited or deleted: correct it with a credit or debit note.',
    'CONFLICT',
  );
const staleInvoice = () =>
  AppError.fieldError(
    'version',
    'This invoice was changed by someone else; reload it and try again.',
    'CONFLICT',
  );
const noSettings = () =>
  new AppError(
    'CONFLICT',
    'There are no invoice settings yet: set the tax rate, payment terms, prefix and next number in Company Settings → Invoice Settings first.',
  );

/** The app clock's today in the company's time zone. */
async function todayOf(deps: Pick<AppDeps, 'clock'>, db: DbOrTx, companyId: number) {
  return dayIn(deps.clock(), await companyTimeZone(db, companyId));
}

async function invoiceSettingsOf(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select()
    .from(companyInvoiceSettings)
    .where(eq(companyInvoiceSettings.companyId, companyId));
  return row ?? null;
}

// ── Reading

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

async function paymentsOf(
  db: DbOrTx,
  invoice: Pick<InvoiceRow, 'id' | 'companyId'>,
): Promise<InvoicePayment[]> {
  const rows = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoice.id), eq(invoicePayments.companyId, invoice.companyId)))
    .orderBy(asc(invoicePayments.id));
  const names = await userNames(
    db,
    rows.map((r) => r.recordedBy),
  );
  return rows.map((r) => ({
    id: r.id,
    paidOn: r.paidOn,
    amount: r.amount,
    reference: r.reference,
    remarks: r.remarks,
    recordedBy: person(r.recordedBy, names),
    createdAt: r.createdAt,
  }));
}

/** One invoice of the caller's company with its lines, payments, corrections and history. */
export async function findStaffInvoice(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext, id: number) {
  const { db } = deps;
  const row = await loadStaffInvoice(db, auth.companyId, id);
  const today = await todayOf(deps, db, auth.companyId);
  const [[item], [enquiry], payments, corrections, history, names] = await Promise.all([
    findInvoiceItems(db, and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)), today),
    db
      .select({ reference: rateEnquiries.reference })
      .from(jobs)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
      .where(and(eq(jobs.id, row.jobId), eq(jobs.companyId, row.companyId))),
    paymentsOf(db, row),
    findInvoiceItems(
      db,
      and(eq(invoices.relatedInvoiceId, row.id), eq(invoices.companyId, auth.companyId)),
      today,
    ),
    listStatusHistory(db, auth.companyId, 'invoice', row.id),
    userNames(db, [row.createdBy, row.issuedBy]),
  ]);
  if (!item) throw new AppError('NOT_FOUND', 'Invoice not found');
  const lines = storedLinesOf(row);
  const invoice: Invoice = {
    ...item,
    enquiryReference: enquiry?.reference ?? '',
    lines,
    subtotal: row.subtotal,
    taxRate: row.taxRate,
    taxPerRate: invoiceTaxPerRate(lines, row.taxRate),
    taxTotal: row.taxTotal,
    ...(await exchangeOf(db, row)),
    creditedTotal: fromCents(await creditedCents(db, row)),
    notes: row.notes,
    createdBy: person(row.createdBy, names),
    issuedBy: person(row.issuedBy, names),
    issuedAt: row.issuedAt,
    updatedAt: row.updatedAt,
    payments,
    corrections,
    history,
  };
  return invoice;
}

/** The invoices and notes of a job of the caller's company (its job staff and accounts read them). */
export async function listJobInvoices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  jobId: number,
  query: PageQuery,
): Promise<Page<InvoiceListEntry>> {
  const job = await loadStaffJob(deps.db, auth, jobId);
  return findInvoicePage(
    deps.db,
    and(eq(invoices.jobId, job.id), eq(invoices.companyId, auth.companyId)),
    query,
    await todayOf(deps, deps.db, auth.companyId),
  );
}

/** The issued invoices and notes of the customer's own job: never a draft. */
export async function listCustomerJobInvoices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  jobId: number,
  query: PageQuery,
): Promise<Page<InvoiceListEntry>> {
  const job = await loadCustomerJob(deps.db, auth, jobId);
  return findInvoicePage(
    deps.db,
    and(
      eq(invoices.jobId, job.id),
      eq(invoices.companyId, job.companyId),
      customerInvoicesWhere(auth.companyId),
    ),
    query,
    dayOf(deps.clock()),
  );
}

/** The customer's issued invoices and notes across its jobs (every forwarder it booked with). */
export async function listCustomerInvoices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  query: PageQuery,
): Promise<Page<InvoiceListEntry>> {
  return findInvoicePage(deps.db, customerInvoicesWhere(auth.companyId), query, dayOf(deps.clock()));
}

/** The payments of an invoice of the caller's company. */
export async function listInvoicePayments(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number) {
  const row = await loadStaffInvoice(deps.db, auth.companyId, id);
  return paymentsOf(deps.db, row);
}

/** The stored PDF of an issued document: the staff's of their company, the customer's own. */
export async function findInvoicePdf(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  id: number,
  door: 'staff' | 'customer',
) {
  const row =
    door === 'staff'
      ? await loadStaffInvoice(deps.db, auth.companyId, id)
      : await loadCustomerInvoice(deps.db, auth.companyId, id);
  if (row.pdfFileId === null) {
    throw new AppError('NOT_FOUND', 'This invoice has no PDF yet: it is made when the invoice is issued');
  }
  // The one read check of files decides too: an invoice's PDF is read as its invoice.
  return findReadableFile(deps.db, auth, row.pdfFileId);
}

// ── Drafts

/** The job's booked option: its quote lines and the quote's (base) currency. */
async function jobOption(db: DbOrTx, job: Pick<JobRow, 'bookingId' | 'companyId'>) {
  const [option] = await db
    .select({ lines: quoteOptions.lines, baseCurrency: quotes.baseCurrency })
    .from(bookings)
    .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
    .innerJoin(quotes, eq(quotes.id, quoteOptions.quoteId))
    .where(and(eq(bookings.id, job.bookingId), eq(bookings.companyId, job.companyId)));
  return option ? { lines: option.lines as QuoteLine[], currency: option.baseCurrency } : null;
}

/** The sell lines of the job's booked option, in the quote's currency, each with its leg. */
async function jobSellLines(db: DbOrTx, job: JobRow) {
  const option = await jobOption(db, job);
  if (!option) throw new AppError('CONFLICT', "The job's booking has no selected quote option to invoice");
  const lines: TaxableInvoiceLine[] = option.lines.map((line) => ({
    ...invoiceLineFromQuoteLine(line, option.currency),
    leg: line.leg,
    isAdjustment: line.source.type === 'adjustment',
  }));
  if (lines.length === 0)
    throw new AppError('CONFLICT', "The job's selected option has no sell lines to invoice");
  return { lines, currency: option.currency };
}

/**
 * What an invoice's exchange rate reads as: the rate (base units per one unit of the foreign
 * currency), its day, and the currency its lines were converted from (the quote's, when the
 * invoice is in the base currency) or null (the invoice is in the quote's currency).
 */
async function exchangeOf(
  db: DbOrTx,
  row: Pick<
    InvoiceRow,
    'companyId' | 'currency' | 'exchangeRate' | 'exchangeRateOn' | 'jobId' | 'relatedInvoiceId'
  >,
) {
  if (row.exchangeRate === null) return { exchangeRate: null, exchangeRateOn: null, convertedFrom: null };
  const [job] = await db
    .select({ bookingId: jobs.bookingId, companyId: jobs.companyId })
    .from(jobs)
    .where(and(eq(jobs.id, row.jobId), eq(jobs.companyId, row.companyId)));
  const option = job ? await jobOption(db, job) : null;
  const convertedFrom = option && option.currency !== row.currency ? option.currency : null;
  return {
    exchangeRate: row.exchangeRate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''),
    exchangeRateOn: row.exchangeRateOn,
    convertedFrom,
  };
}

/** What the PDF prints of the exchange rate beside the row's own columns. */
async function pdfExchangeOf(db: DbOrTx, row: InvoiceRow) {
  const [exchange, baseCurrency] = await Promise.all([
    exchangeOf(db, row),
    baseCurrencyOf(db, row.companyId),
  ]);
  return { convertedFrom: exchange.convertedFrom, baseCurrency };
}

/**
 * The lines of a request (a draft's, a debit note's) taxed: each named code must be one of the
 * company's active codes (400 on the line), a line without one takes the default rule by the leg
 * of the quote line it came from, and an unsplit negotiated discount is split per code.
 */
async function taxRequestLines(
  db: DbOrTx,
  job: Pick<JobRow, 'bookingId' | 'companyId'>,
  settings: NonNullable<Awaited<ReturnType<typeof invoiceSettingsOf>>>,
  lines: readonly InvoiceLineRequest[],
) {
  await assertLineTaxCodes(db, job.companyId, lines);
  const option = await jobOption(db, job);
  const legs = new Map((option?.lines ?? []).map((l) => [l.key, l.leg]));
  const codes = await findInvoiceTaxCodes(db, job.companyId, settings);
  return applyTaxCodes(
    lines.map((line) => ({
      ...line,
      leg: line.sourceLineKey ? (legs.get(line.sourceLineKey) ?? null) : null,
      isAdjustment: line.sourceLineKey === PRICE_ADJUSTMENT_KEY,
    })),
    codes,
  );
}

/**
 * A draft invoice of the job from its sell lines, at the invoice settings' tax rate (409 without
 * invoice settings), billed to the job's customer. A closed job takes no new invoice.
 */
export async function createInvoiceDraft(
  deps: Deps,
  auth: AuthContext,
  jobId: number,
  request: InvoiceDraftCreateRequest,
): Promise<Invoice> {
  const job = await loadStaffJob(deps.db, auth, jobId);
  const settings = await invoiceSettingsOf(deps.db, auth.companyId);
  if (!settings) throw noSettings();
  const sell = await jobSellLines(deps.db, job);
  const conversion = await chooseCurrency(deps, job.companyId, sell.currency, request.currency);
  const converted = conversion.convert
    ? sell.lines.map((line) => ({
        ...line,
        unitPrice: fromCents(convertCents(toCents(line.unitPrice), conversion.convert as string)),
      }))
    : sell.lines;
  const codes = await findInvoiceTaxCodes(deps.db, auth.companyId, settings);
  const priced = priceInvoiceLines(applyTaxCodes(converted, codes), settings.taxRate);
  const currency = conversion.currency;
  const now = deps.clock();
  const id = await deps.db.transaction(async (tx) => {
    const locked = await lockJob(tx, job);
    if (locked.status === CLOSED) {
      throw AppError.fieldError('status', 'A closed job takes no new invoice', 'CONFLICT');
    }
    const [row] = await tx
      .insert(invoices)
      .values({
        companyId: auth.companyId,
        jobId: job.id,
        customerCompanyId: job.customerCompanyId,
        kind: INVOICE,
        status: DRAFT,
        currency,
        lines: priced.lines,
        subtotal: priced.subtotal,
        taxRate: settings.taxRate,
        taxTotal: priced.taxTotal,
        total: priced.total,
        exchangeRate: conversion.exchangeRate,
        exchangeRateOn: conversion.exchangeRateOn,
        notes: request.notes || null,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('invoice insert returned nothing');
    await invoiceTransitions.recordInitialStatus(tx, {
      companyId: auth.companyId,
      id: row.id,
      status: DRAFT,
      userId: auth.userId,
      at: now,
      remarks: 'Drafted from the job’s sell lines',
    });
    return row.id;
  });
  return findStaffInvoice(deps, auth, id);
}

/**
 * The invoice's currency: the quote's (the default) or the company's base currency; another is a
 * 400. When the two differ, the company's exchange rate of the quote's currency today (the latest
 * valid from today or before) is recorded with its day; drafting in the base currency converts the
 * lines at it, and without a rate is a 409.
 */
async function chooseCurrency(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  companyId: number,
  quoteCurrency: string,
  wanted: string | undefined,
) {
  const base = await baseCurrencyOf(deps.db, companyId);
  const currency = wanted ?? quoteCurrency;
  if (currency !== quoteCurrency && currency !== base) {
    throw AppError.fieldError(
      'currency',
      base
        ? `Choose the quote's currency (${quoteCurrency}) or the base currency (${base})`
        : `Choose the quote's currency (${quoteCurrency}): the company has no base currency set`,
    );
  }
  if (base === null || base === quoteCurrency) {
    return { currency, convert: null, exchangeRate: null, exchangeRateOn: null };
  }
  const today = await todayOf(deps, deps.db, companyId);
  const rate = (await findLatestExchangeRates(deps.db, companyId, today)).find(
    (r) => r.currencyCode === quoteCurrency,
  );
  if (!rate) {
    if (currency === quoteCurrency)
      return { currency, convert: null, exchangeRate: null, exchangeRateOn: null };
    throw AppError.fieldError(
      'currency',
      `There is no exchange rate for ${quoteCurrency} on or before ${today}: add one under Exchange Rates first`,
      'CONFLICT',
    );
  }
  return {
    currency,
    convert: currency === base ? rate.rate : null,
    exchangeRate: rate.rate,
    exchangeRateOn: rate.validFrom,
  };
}

/** A draft of the caller's company, locked, at the version the caller read. */
async function lockDraft(tx: DbOrTx, auth: AuthContext, id: number, version?: number) {
  const row = await loadStaffInvoice(tx, auth.companyId, id, { lock: true });
  if (row.status !== DRAFT) throw notDraft();
  if (version !== undefined && row.version !== version) throw staleInvoice();
  return row;
}

/** PUT a draft: its whole lines (amounts and totals recomputed to the cent), notes and due date. */
export async function updateInvoiceDraft(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: InvoiceDraftUpdateRequest,
): Promise<Invoice> {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, auth, id, request.version);
    const settings = await invoiceSettingsOf(tx, auth.companyId);
    if (!settings) throw noSettings();
    const [job] = await tx
      .select({ bookingId: jobs.bookingId, companyId: jobs.companyId })
      .from(jobs)
      .where(and(eq(jobs.id, row.jobId), eq(jobs.companyId, auth.companyId)));
    if (!job) throw new AppError('NOT_FOUND', 'Job not found');
    const taxed = await taxRequestLines(tx, job, settings, request.lines);
    const priced = priceInvoiceLines(taxed, row.taxRate);
    await tx
      .update(invoices)
      .set({
        lines: priced.lines,
        subtotal: priced.subtotal,
        taxTotal: priced.taxTotal,
        total: priced.total,
        ...(request.notes === undefined ? {} : { notes: request.notes || null }),
        ...(request.dueDate === undefined ? {} : { dueDate: request.dueDate }),
        version: sql`${invoices.version} + 1`,
        updatedAt: deps.clock(),
      })
      .where(and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)));
  });
  return findStaffInvoice(deps, auth, id);
}

/** Deletes a draft (nothing outside knows it) with its history; an issued invoice is a 409. */
export async function deleteInvoiceDraft(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await lockDraft(tx, auth, id);
    await tx
      .delete(statusHistory)
      .where(
        and(
          eq(statusHistory.companyId, auth.companyId),
          eq(statusHistory.recordType, 'invoice'),
          eq(statusHistory.recordId, row.id),
        ),
      );
    await tx.delete(invoices).where(and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)));
  });
}

// ── Issuing

/** Runs `work` and deletes the PDFs it stored should it fail: no bytes without their row. */
async function withStoredPdfs<T>(
  deps: Pick<AppDeps, 'storage'>,
  work: (onStored: (key: string) => void) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    return await work((key) => keys.push(key));
  } catch (error) {
    await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

async function tellCustomer(
  deps: Deps,
  tx: DbOrTx,
  row: Pick<InvoiceRow, 'companyId' | 'customerCompanyId' | 'jobId' | 'currency'>,
  message: { kind: string; title: string; body: string },
) {
  const full = { ...message, link: customerJobLink(row.jobId) };
  const recipients = await notifyCompanyUsers(tx, row.customerCompanyId, full);
  await mailNotified(deps, tx, recipients, row.companyId, full, deps.config.publicAppUrl);
}

/**
 * Issues a draft in one transaction: the next invoice number (the invoice settings' prefix and
 * next number), the issue date (today in the company's time zone) and due date (the draft's, or
 * the payment terms'), status issued with its history, the PDF drawn and filed, the customer told
 * in the app and by e-mail. Stale version or not a draft: 409, nothing taken.
 */
export async function issueInvoice(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: InvoiceIssueRequest,
): Promise<Invoice> {
  const first = await loadStaffInvoice(deps.db, auth.companyId, id);
  if (first.status !== DRAFT || first.kind !== INVOICE) throw notDraft();
  if (first.version !== request.version) throw staleInvoice();
  const letter = await readInvoiceLetter(deps, first);
  const exchange = await pdfExchangeOf(deps.db, first);
  const timeZone = await companyTimeZone(deps.db, auth.companyId);
  await withStoredPdfs(deps, (onStored) =>
    deps.db.transaction(async (tx) => {
      const row = await lockDraft(tx, auth, id, request.version);
      const settings = await invoiceSettingsOf(tx, auth.companyId);
      if (!settings) throw noSettings();
      const now = deps.clock();
      const issueDate = dayIn(now, timeZone);
      const dueDate = row.dueDate ?? addDays(issueDate, settings.paymentTermsDays);
      if (dueDate < issueDate) {
        throw AppError.fieldError('dueDate', 'Due date must not be before the issue date', 'CONFLICT');
      }
      const { number } = await allocateInvoiceNumber(tx as NumberingTx, auth.companyId);
      await tx
        .update(invoices)
        .set({ number, issueDate, dueDate, issuedBy: auth.userId, issuedAt: now, updatedAt: now })
        .where(and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)));
      await invoiceTransitions.move(tx, {
        companyId: auth.companyId,
        id: row.id,
        expectedVersion: request.version,
        to: ISSUED,
        remarks: `Issued as ${number}`,
        userId: auth.userId,
        at: now,
      });
      await fileInvoicePdf(
        deps,
        tx,
        letter,
        {
          ...row,
          kind: INVOICE,
          number,
          issueDate,
          dueDate,
          relatedNumber: null,
          lines: storedLinesOf(row),
          balance: row.total,
          ...exchange,
        },
        auth.userId,
        now,
        onStored,
      );
      await tellCustomer(deps, tx, row, {
        kind: INVOICE_NOTIFICATION_KIND.issued,
        title: `Invoice ${number}`,
        body: `${letter.company.name} issued invoice ${number} of ${row.currency} ${row.total} for your job ${letter.jobReference}, due ${dueDate}.`,
      });
    }),
  );
  return findStaffInvoice(deps, auth, id);
}

// ── Money

/**
 * When every invoice and debit note of the job that is not cancelled is paid, the job moves on to
 * PREC (payment received) if it stands at ADPL or PREL, right before it. A job paid earlier
 * (prepaid freight) stays where it is: the line never goes back, so a jump to PREC would take
 * operations' remaining steps (transit, arrival, DO release) from them; operations moves it on.
 * A paused job, or one past PREC, stays too; a refused move leaves the payment recorded.
 */
async function settleJob(deps: Deps, tx: DbOrTx, auth: AuthContext, jobId: number, companyId: number) {
  const rows = await tx
    .select({ status: invoices.status })
    .from(invoices)
    .where(
      and(
        eq(invoices.jobId, jobId),
        eq(invoices.companyId, companyId),
        inArray(invoices.kind, [INVOICE, DEBIT_NOTE]),
      ),
    );
  const live = rows.filter((r) => r.status !== CANCELLED);
  if (live.length === 0 || live.some((r) => r.status !== PAID)) return;
  const job = await lockJob(tx, { id: jobId, companyId });
  if (!isJobMainLineStatus(job.status)) return;
  const at = JOB_MAIN_LINE.indexOf(job.status);
  if (at < SETTLES_FROM || at >= PREC_AT) return;
  try {
    await recordJobMove(deps, tx, {
      job,
      to: PREC,
      expectedVersion: job.version,
      remarks: 'Every invoice of the job is paid',
      userId: auth.userId,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** Moves an invoice in the caller's transaction at its current version. */
async function moveInvoice(
  deps: Pick<AppDeps, 'clock'>,
  tx: DbOrTx,
  auth: AuthContext,
  id: number,
  to: InvoiceStatus,
  remarks: string,
) {
  const [current] = await tx
    .select({ version: invoices.version })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.companyId, auth.companyId)));
  if (!current) throw new AppError('NOT_FOUND', 'Invoice not found');
  await invoiceTransitions.move(tx, {
    companyId: auth.companyId,
    id,
    expectedVersion: current.version,
    to,
    remarks,
    userId: auth.userId,
    at: deps.clock(),
  });
}

/** A payable document (an invoice or a debit note) of the caller's company, locked, and issued. */
async function lockPayable(tx: DbOrTx, auth: AuthContext, id: number, action: string) {
  const row = await loadStaffInvoice(tx, auth.companyId, id, { lock: true });
  if (row.kind === CREDIT_NOTE) {
    throw AppError.fieldError('kind', `A credit note ${action}: only an invoice or a debit note`, 'CONFLICT');
  }
  if (row.status !== ISSUED) {
    const state = row.status === DRAFT ? 'a draft (issue it first)' : `${row.status}`;
    throw AppError.fieldError(
      'status',
      `This ${INVOICE_KIND[row.kind as InvoiceKind].toLowerCase()} is ${state}: it ${action}`,
      'CONFLICT',
    );
  }
  return row;
}

/**
 * Money received against an issued invoice or debit note: more than 0 and at most what is left
 * (400 on `amount`), not dated in the future. Paid in full, it becomes paid (history), and the job
 * may move on to PREC.
 */
export async function recordInvoicePayment(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: InvoicePaymentRequest,
): Promise<Invoice> {
  const timeZone = await companyTimeZone(deps.db, auth.companyId);
  await deps.db.transaction(async (tx) => {
    const row = await lockPayable(tx, auth, id, 'takes no payment');
    if (request.paidOn > dayIn(deps.clock(), timeZone)) {
      throw AppError.fieldError('paidOn', 'Paid on must not be in the future');
    }
    const credited = await creditedCents(tx, row);
    const left = balanceCents(row, credited);
    const amount = toCents(request.amount);
    if (amount > left) {
      throw AppError.fieldError(
        'amount',
        `Amount must not exceed the balance of ${row.currency} ${fromCents(left)}`,
      );
    }
    await tx.insert(invoicePayments).values({
      companyId: auth.companyId,
      invoiceId: row.id,
      paidOn: request.paidOn,
      amount: fromCents(amount),
      reference: request.reference,
      remarks: request.remarks || null,
      recordedBy: auth.userId,
      createdAt: deps.clock(),
    });
    const paid = toCents(row.paidTotal) + amount;
    await tx
      .update(invoices)
      .set({ paidTotal: fromCents(paid), version: sql`${invoices.version} + 1`, updatedAt: deps.clock() })
      .where(and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)));
    if (amount === left) {
      await moveInvoice(deps, tx, auth, row.id, PAID, `Paid in full (${request.reference})`);
      await settleJob(deps, tx, auth, row.jobId, row.companyId);
    }
  });
  return findStaffInvoice(deps, auth, id);
}

/**
 * A credit note's lines for `gross` (tax included) off `row`: split over its rates in proportion
 * to each rate's gross (largest remainder, so the parts add up to the cent), each part's net backed
 * out at its rate and its tax the rest, so the note credits exactly `gross`. Parts of 0 are dropped.
 */
function creditLines(row: InvoiceRow, gross: bigint, label: string): InvoiceLine[] {
  const perRate = invoiceTaxPerRate(storedLinesOf(row), row.taxRate);
  const parts = splitInProportion(
    gross,
    perRate.map((g) => toCents(g.net) + toCents(g.tax)),
  );
  const lines = perRate.flatMap((g, i): InvoiceLine[] => {
    const part = parts[i] ?? 0n;
    if (part === 0n) return [];
    const net = netOfGrossCents(part, g.taxRate);
    return [
      {
        label: perRate.length > 1 ? `${label} (${g.taxCode ?? 'tax'} ${Number(g.taxRate)}%)` : label,
        quantity: '1',
        unitPrice: fromCents(net),
        amount: fromCents(net),
        sourceLineKey: null,
        taxCode: g.taxCode,
        taxRate: g.taxRate,
        taxAmount: fromCents(part - net),
      },
    ];
  });
  return lines.length > 0
    ? lines
    : [
        {
          label,
          quantity: '1',
          unitPrice: '0.00',
          amount: '0.00',
          sourceLineKey: null,
          taxCode: null,
          taxRate: row.taxRate,
          taxAmount: '0.00',
        },
      ];
}

/**
 * A credit note against an issued invoice or debit note: `amount` (tax included; absent: all that
 * is left) off its balance, numbered in the CN sequence, issued at once with its PDF. Crediting all
 * that is left cancels an unpaid invoice; a partly paid one is then settled (paid).
 */
export async function createCreditNote(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: InvoiceCreditNoteRequest,
): Promise<Invoice> {
  const first = await loadStaffInvoice(deps.db, auth.companyId, id);
  const letter = await readInvoiceLetter(deps, first);
  const timeZone = await companyTimeZone(deps.db, auth.companyId);
  const noteId = await withStoredPdfs(deps, (onStored) =>
    deps.db.transaction(async (tx) => {
      const row = await lockPayable(tx, auth, id, 'takes no credit note');
      const left = balanceCents(row, await creditedCents(tx, row));
      if (left === 0n)
        throw AppError.fieldError('amount', 'Nothing is left to credit on this invoice', 'CONFLICT');
      const gross = request.amount === undefined ? left : toCents(request.amount);
      if (gross > left) {
        throw AppError.fieldError(
          'amount',
          `Amount must not exceed the balance of ${row.currency} ${fromCents(left)}`,
        );
      }
      const lines = creditLines(row, gross, `Credit against ${row.number}: ${request.reason}`);
      const net = lines.reduce((sum, l) => sum + toCents(l.amount), 0n);
      const now = deps.clock();
      const issueDate = dayIn(now, timeZone);
      const note = await issueNote(deps, tx, auth, row, letter, onStored, {
        kind: CREDIT_NOTE,
        sequence: 'CN',
        issueDate,
        dueDate: null,
        lines,
        subtotal: fromCents(net),
        taxTotal: fromCents(gross - net),
        total: fromCents(gross),
        balance: '0.00',
        reason: request.reason,
        now,
      });
      const { number } = note;
      if (gross === left) {
        const settled = toCents(row.paidTotal) > 0n;
        await moveInvoice(
          deps,
          tx,
          auth,
          row.id,
          settled ? PAID : CANCELLED,
          settled ? `Settled by credit note ${number}` : `Cancelled by credit note ${number}`,
        );
        await settleJob(deps, tx, auth, row.jobId, row.companyId);
      } else {
        await tx
          .update(invoices)
          .set({ version: sql`${invoices.version} + 1`, updatedAt: now })
          .where(and(eq(invoices.id, row.id), eq(invoices.companyId, auth.companyId)));
      }
      await tellCustomer(deps, tx, row, {
        kind: INVOICE_NOTIFICATION_KIND.creditNote,
        title: `Credit note ${number}`,
        body: `${letter.company.name} issued credit note ${number} of ${row.currency} ${fromCents(gross)} against ${row.number} for your job ${letter.jobReference}.`,
      });
      return note.id;
    }),
  );
  return findStaffInvoice(deps, auth, noteId);
}

/**
 * A debit note against an issued or paid invoice: lines, or one amount, before tax (the invoice's
 * tax rate is added), numbered in the DN sequence, issued at once with its PDF, due by the payment
 * terms and paid like an invoice.
 */
export async function createDebitNote(
  deps: Deps,
  auth: AuthContext,
  id: number,
  request: InvoiceDebitNoteRequest,
): Promise<Invoice> {
  const first = await loadStaffInvoice(deps.db, auth.companyId, id);
  const letter = await readInvoiceLetter(deps, first);
  const timeZone = await companyTimeZone(deps.db, auth.companyId);
  const noteId = await withStoredPdfs(deps, (onStored) =>
    deps.db.transaction(async (tx) => {
      const row = await loadStaffInvoice(tx, auth.companyId, id, { lock: true });
      if (row.kind !== INVOICE) {
        throw AppError.fieldError('kind', 'A debit note is raised against an invoice only', 'CONFLICT');
      }
      if (row.status !== ISSUED && row.status !== PAID) {
        throw AppError.fieldError(
          'status',
          `This invoice is ${row.status === DRAFT ? 'a draft: edit it instead' : row.status}: it takes no debit note`,
          'CONFLICT',
        );
      }
      const settings = await invoiceSettingsOf(tx, auth.companyId);
      if (!settings) throw noSettings();
      const [job] = await tx
        .select({ bookingId: jobs.bookingId, companyId: jobs.companyId })
        .from(jobs)
        .where(and(eq(jobs.id, row.jobId), eq(jobs.companyId, auth.companyId)));
      if (!job) throw new AppError('NOT_FOUND', 'Job not found');
      const taxed = await taxRequestLines(
        tx,
        job,
        settings,
        request.lines ?? [{ label: request.reason, quantity: '1', unitPrice: request.amount ?? '0' }],
      );
      const priced = priceInvoiceLines(taxed, row.taxRate);
      const now = deps.clock();
      const issueDate = dayIn(now, timeZone);
      const dueDate = addDays(issueDate, settings.paymentTermsDays);
      const note = await issueNote(deps, tx, auth, row, letter, onStored, {
        kind: DEBIT_NOTE,
        sequence: 'DN',
        issueDate,
        dueDate,
        lines: priced.lines,
        subtotal: priced.subtotal,
        taxTotal: priced.taxTotal,
        total: priced.total,
        balance: priced.total,
        reason: request.reason,
        now,
      });
      const { number } = note;
      await tellCustomer(deps, tx, row, {
        kind: INVOICE_NOTIFICATION_KIND.debitNote,
        title: `Debit note ${number}`,
        body: `${letter.company.name} issued debit note ${number} of ${row.currency} ${priced.total} against ${row.number} for your job ${letter.jobReference}, due ${dueDate}.`,
      });
      return note.id;
    }),
  );
  return findStaffInvoice(deps, auth, noteId);
}

/**
 * A credit or debit note of `related`, numbered in its sequence (CN, DN) and issued as it is made
 * (its first history row: issued), its PDF filed.
 */
async function issueNote(
  deps: Pick<AppDeps, 'storage'>,
  tx: DbOrTx,
  auth: AuthContext,
  related: InvoiceRow,
  letter: InvoiceLetterData,
  onStored: (storageKey: string) => void,
  note: {
    kind: InvoiceKind;
    sequence: 'CN' | 'DN';
    issueDate: string;
    dueDate: string | null;
    lines: InvoiceLine[];
    subtotal: string;
    taxTotal: string;
    total: string;
    /** What the PDF prints as left to pay. */
    balance: string;
    reason: string;
    now: Date;
  },
): Promise<InvoiceRow & { number: string }> {
  const { number } = await allocateDocumentNumber(tx as NumberingTx, {
    companyId: auth.companyId,
    sequence: note.sequence,
    at: note.now,
  });
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: auth.companyId,
      jobId: related.jobId,
      customerCompanyId: related.customerCompanyId,
      kind: note.kind,
      relatedInvoiceId: related.id,
      number,
      status: ISSUED,
      currency: related.currency,
      exchangeRate: related.exchangeRate,
      exchangeRateOn: related.exchangeRateOn,
      issueDate: note.issueDate,
      dueDate: note.dueDate,
      lines: note.lines,
      subtotal: note.subtotal,
      taxRate: related.taxRate,
      taxTotal: note.taxTotal,
      total: note.total,
      notes: note.reason,
      createdBy: auth.userId,
      createdAt: note.now,
      issuedBy: auth.userId,
      issuedAt: note.now,
      updatedAt: note.now,
    })
    .returning();
  if (!row) throw new Error('invoice insert returned nothing');
  await invoiceTransitions.recordInitialStatus(tx, {
    companyId: auth.companyId,
    id: row.id,
    status: ISSUED,
    userId: auth.userId,
    at: note.now,
    remarks: `${INVOICE_KIND[note.kind]} ${number} against ${related.number}: ${note.reason}`,
  });
  await fileInvoicePdf(
    deps,
    tx,
    letter,
    {
      ...row,
      kind: note.kind,
      number,
      issueDate: note.issueDate,
      dueDate: note.dueDate,
      relatedNumber: related.number,
      lines: note.lines,
      balance: note.balance,
      ...(await pdfExchangeOf(tx, related)),
    },
    auth.userId,
    note.now,
    onStored,
  );
  return { ...row, number };
}
