import {
  amendmentChangesSchema,
  containerNumberProblem,
  fromCents,
  invoiceLineSchema,
  invoiceTaxPerRate,
  invoiceWorkflow,
  jobStatusContextOf,
  jobStatusWorkflow,
  toCents,
} from '@fastforward/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoHistoryOf, expectNextNumber } from '../../../test/demo-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bookings,
  companies,
  companyDoSettings,
  companyInvoiceSettings,
  invoicePayments,
  invoices,
  jobAmendments,
  jobContainers,
  jobCustomStatusEntries,
  jobCustomStatuses,
  jobs,
  quoteOptions,
  rateEnquiries,
  users,
} from '../../schema';
import { seedDemoJobs } from '../demo-jobs';

/** The demo jobs, documents' numbers and invoices (seed/demo-jobs.ts), as the job and accounts screens will read them. */

let t: TestApp;
let oceanicId: number;
let jobRows: (typeof jobs.$inferSelect)[];
let today: string;
const jobIn = (status: string) => {
  const found = jobRows.filter((j) => j.status === status);
  expect(found, status).toHaveLength(1);
  return found[0] as typeof jobs.$inferSelect & {};
};

beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
  jobRows = await t.db.select().from(jobs).where(eq(jobs.companyId, oceanicId)).orderBy(asc(jobs.id));
  today = t.clock.now.toISOString().slice(0, 10);
});
afterAll(() => t.close());

const historyOf = (recordType: string, recordId: number) => demoHistoryOf(t, oceanicId, recordType, recordId);

describe("Oceanic's demo jobs", () => {
  it('has a job in each status a screen shows, and only the marketplace one still queued', () => {
    const statuses = jobRows.map((j) => j.status).sort();
    expect(statuses).toEqual(
      ['ADPL', 'CAPI', 'CGLD', 'CLOS', 'DORE', 'PREC', 'QERY', 'QUED', 'SPBO', 'TRNT'].sort(),
    );
    for (const job of jobRows) {
      expect(job.customerCompanyId).not.toBe(oceanicId);
      if (job.status !== 'QUED') expect(job.assignedTo).not.toBeNull();
    }
  });

  it('opens each job from a booked enquiry, a confirmed booking and a selected option, numbered in booking order', async () => {
    const rows = await t.db
      .select({
        job: jobs.reference,
        createdAt: jobs.createdAt,
        enquiryStatus: rateEnquiries.status,
        bookingStatus: bookings.status,
        submittedAt: bookings.submittedAt,
        selectedAt: quoteOptions.selectedAt,
        sellTotal: quoteOptions.sellTotal,
        buyTotal: quoteOptions.buyTotal,
      })
      .from(jobs)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
      .where(eq(jobs.companyId, oceanicId))
      .orderBy(asc(jobs.createdAt));
    expect(rows).toHaveLength(jobRows.length);
    for (const row of rows) {
      expect(row).toMatchObject({ enquiryStatus: 'booked', bookingStatus: 'CONFIRMED' });
      expect(row.createdAt).toEqual(row.submittedAt);
      expect(row.selectedAt?.getTime()).toBeLessThan(row.createdAt.getTime());
      expect(Number(row.sellTotal)).toBeGreaterThan(Number(row.buyTotal));
    }
    const references = rows.map((r) => r.job);
    expect([...references].sort()).toEqual(references);
    const year = t.clock.now.getUTCFullYear();
    const thisYear = references.filter((r) => r.startsWith(`JOB-${year}-`)).length;
    await expectNextNumber(t, oceanicId, 'JOB', thisYear + 1);
  });

  it('gives each job a history from QUED through moves the workflow allows, in the past, ending where it stands', async () => {
    for (const job of jobRows) {
      const steps = await historyOf('job', job.id);
      expect(steps[0]).toMatchObject({ fromStatus: null, toStatus: 'QUED' });
      expect(job.version).toBe(steps.length - 1);
      let held = 'QUED';
      for (const [i, step] of steps.entries()) {
        expect(step.changedAt.getTime()).toBeLessThan(t.clock.now.getTime());
        expect(step.changedBy).not.toBeNull();
        if (i === 0) continue;
        expect(step.changedAt.getTime()).toBeGreaterThan(steps[i - 1]?.changedAt.getTime() ?? 0);
        expect(step.fromStatus).toBe(held);
        const verdict = jobStatusWorkflow.canMove(
          held as never,
          step.toStatus as never,
          jobStatusContextOf(steps.slice(0, i)),
        );
        expect(verdict, `${job.reference} ${held} → ${step.toStatus}`).toMatchObject({ ok: true });
        if (verdict.ok) held = verdict.status;
      }
      expect(held).toBe(job.status);
      expect(job.updatedAt.getTime()).toBeGreaterThanOrEqual(steps.at(-1)?.changedAt.getTime() ?? 0);
    }
  });

  it('pauses the query job at the status it interrupted, with a customs hold recorded', async () => {
    const query = jobIn('QERY');
    expect(jobStatusContextOf(await historyOf('job', query.id))).toEqual({ interrupted: 'CAPI' });
    const entries = await t.db
      .select({ code: jobCustomStatuses.code, recordedAt: jobCustomStatusEntries.recordedAt })
      .from(jobCustomStatusEntries)
      .innerJoin(jobCustomStatuses, eq(jobCustomStatuses.id, jobCustomStatusEntries.customStatusId))
      .where(eq(jobCustomStatusEntries.jobId, query.id));
    expect(entries.map((e) => e.code)).toEqual(['CUSTH']);
  });

  it("has Oceanic's custom statuses CUSTH and VGMS, each recorded on a job", async () => {
    const statuses = await t.db
      .select()
      .from(jobCustomStatuses)
      .where(eq(jobCustomStatuses.companyId, oceanicId))
      .orderBy(asc(jobCustomStatuses.code));
    expect(statuses.map((s) => [s.code, s.name])).toEqual([
      ['CUSTH', 'Customs hold'],
      ['VGMS', 'VGM submitted'],
    ]);
    const entries = await t.db
      .select()
      .from(jobCustomStatusEntries)
      .where(eq(jobCustomStatusEntries.companyId, oceanicId));
    expect(new Set(entries.map((e) => e.customStatusId))).toEqual(new Set(statuses.map((s) => s.id)));
    expect(entries.every((e) => jobRows.some((j) => j.id === e.jobId))).toBe(true);
  });

  it('holds valid ISO 6346 containers on every job from pickup on, one per booked box', async () => {
    const boxes = await t.db.select().from(jobContainers).where(eq(jobContainers.companyId, oceanicId));
    for (const box of boxes)
      expect(containerNumberProblem(box.containerNumber), box.containerNumber).toBeNull();
    expect(new Set(boxes.map((b) => b.containerNumber)).size).toBe(boxes.length);
    const enquiries = await t.db.select().from(rateEnquiries).where(eq(rateEnquiries.companyId, oceanicId));
    for (const job of jobRows) {
      const mine = boxes.filter((b) => b.jobId === job.id);
      const booked = (enquiries.find((e) => e.id === job.enquiryId)?.containers ?? []) as { count: number }[];
      const expected = ['QUED', 'SPBO'].includes(job.status) ? 0 : booked.reduce((n, c) => n + c.count, 0);
      expect(mine, job.reference).toHaveLength(expected);
    }
  });

  it('gives the sailing jobs their dates and every job past DORE a DO number from the DO settings', async () => {
    const transit = jobIn('TRNT');
    expect(transit.etd ?? '', 'ETD').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((transit.etd ?? '') < today).toBe(true);
    expect((transit.eta ?? '') >= (transit.etd ?? '')).toBe(true);
    const [settings] = await t.db
      .select()
      .from(companyDoSettings)
      .where(eq(companyDoSettings.companyId, oceanicId));
    const numbered = jobRows.filter((j) => j.doNumber !== null);
    expect(numbered.map((j) => j.status).sort()).toEqual(['ADPL', 'CLOS', 'DORE', 'PREC']);
    const values = numbered.map((j) => Number(j.doNumber?.slice(settings?.prefix.length)));
    for (const job of numbered) expect(job.doNumber?.startsWith(settings?.prefix ?? '?')).toBe(true);
    expect(settings?.nextNumber).toBe(Math.max(...values) + 1);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has an open amendment request from Acme on the job in transit', async () => {
    const amendments = await t.db.select().from(jobAmendments).where(eq(jobAmendments.companyId, oceanicId));
    expect(amendments).toHaveLength(1);
    const [open] = amendments;
    const [buyer] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'acme.buyer'));
    expect(open).toMatchObject({
      jobId: jobIn('TRNT').id,
      status: 'requested',
      requestedBy: buyer?.id,
      decidedAt: null,
    });
    expect(amendmentChangesSchema.parse(open?.changes).notifyParty?.name).toBe(
      'Gulf Gate Customs Brokers LLC',
    );
  });
});

describe("Oceanic's demo invoices", () => {
  let rows: (typeof invoices.$inferSelect)[];
  beforeAll(async () => {
    rows = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, oceanicId))
      .orderBy(asc(invoices.id));
  });
  const paidOf = async (invoiceId: number) =>
    (await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId))).reduce(
      (sum, p) => sum + toCents(p.amount),
      0n,
    );

  it('adds up every document: lines to the subtotal, tax per rate to the tax, payments to the paid total', async () => {
    const [settings] = await t.db
      .select()
      .from(companyInvoiceSettings)
      .where(eq(companyInvoiceSettings.companyId, oceanicId));
    for (const row of rows) {
      const lines = invoiceLineSchema.array().parse(row.lines);
      expect(lines.length).toBeGreaterThan(0);
      const subtotal = lines.reduce((sum, l) => sum + toCents(l.amount), 0n);
      expect(fromCents(subtotal)).toBe(row.subtotal);
      expect(row.taxRate).toBe(settings?.taxRate);
      // Tax per rate (freight zero-rated, the rest standard), each rounded once; the total their sum.
      expect(lines.every((l) => l.taxCode !== null)).toBe(true);
      const perRate = invoiceTaxPerRate(lines, row.taxRate);
      expect(fromCents(perRate.reduce((sum, g) => sum + toCents(g.tax), 0n))).toBe(row.taxTotal);
      expect(fromCents(subtotal + toCents(row.taxTotal))).toBe(row.total);
      expect(fromCents(await paidOf(row.id))).toBe(row.paidTotal);
    }
  });

  it('has one paid, one issued and overdue, one issued and partly paid, a draft, and one cancelled by its credit note', async () => {
    const invoicesOnly = rows.filter((r) => r.kind === 'invoice');
    const issued = invoicesOnly.filter((r) => r.status === 'issued');
    const overdue = issued.filter((r) => r.dueDate && r.dueDate < today && toCents(r.paidTotal) === 0n);
    const partly = issued.filter((r) => toCents(r.paidTotal) > 0n && toCents(r.paidTotal) < toCents(r.total));
    expect(overdue).toHaveLength(1);
    expect(partly).toHaveLength(1);
    expect(partly[0]?.dueDate && partly[0].dueDate >= today).toBe(true);
    for (const paid of invoicesOnly.filter((r) => r.status === 'paid'))
      expect(paid.paidTotal).toBe(paid.total);
    expect(invoicesOnly.filter((r) => r.status === 'paid').length).toBeGreaterThanOrEqual(1);
    const [draft, ...moreDrafts] = invoicesOnly.filter((r) => r.status === 'draft');
    expect(moreDrafts).toEqual([]);
    expect(draft).toMatchObject({ number: null, issueDate: null, dueDate: null, issuedAt: null });
    const [cancelled, ...moreCancelled] = invoicesOnly.filter((r) => r.status === 'cancelled');
    expect(moreCancelled).toEqual([]);
    const notes = rows.filter((r) => r.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      relatedInvoiceId: cancelled?.id,
      status: 'issued',
      total: cancelled?.total,
      jobId: cancelled?.jobId,
    });
    expect(notes[0]?.number).toMatch(/^CN-\d{4}-000001$/);
  });

  it('numbers invoices from the invoice settings in the order of issue, the next number following on', async () => {
    const [settings] = await t.db
      .select()
      .from(companyInvoiceSettings)
      .where(eq(companyInvoiceSettings.companyId, oceanicId));
    const numbered = rows
      .filter((r) => r.kind === 'invoice' && r.number !== null)
      .sort((a, b) => (a.issuedAt?.getTime() ?? 0) - (b.issuedAt?.getTime() ?? 0));
    const values = numbered.map((r) => Number(r.number?.slice(settings?.prefix.length)));
    const first = values[0] ?? 0;
    expect(values).toEqual(values.map((_, i) => first + i));
    expect(settings?.nextNumber).toBe(first + values.length);
    for (const row of numbered) {
      const issueDay = row.issuedAt?.toISOString().slice(0, 10) ?? '';
      expect(row.issueDate).toBe(issueDay);
      const due = new Date(`${issueDay}T00:00:00Z`);
      due.setUTCDate(due.getUTCDate() + (settings?.paymentTermsDays ?? 0));
      expect(row.dueDate).toBe(due.toISOString().slice(0, 10));
    }
  });

  it('gives each document a history the invoice workflow allows, ending in its status', async () => {
    for (const row of rows) {
      const steps = await historyOf('invoice', row.id);
      expect(steps[0]?.fromStatus).toBeNull();
      expect(steps.at(-1)?.toStatus).toBe(row.status);
      expect(row.version).toBe(steps.length - 1);
      for (const step of steps.slice(1)) {
        expect(invoiceWorkflow.canMove(step.fromStatus as never, step.toStatus as never).ok).toBe(true);
        expect(step.changedAt.getTime()).toBeLessThan(t.clock.now.getTime());
      }
    }
  });

  it('is not seeded twice', async () => {
    const companyRows = await t.db.select({ key: companies.name, id: companies.id }).from(companies);
    const userRows = await t.db.select({ key: users.username, id: users.id }).from(users);
    const ids = {
      companies: new Map(companyRows.map((r) => [r.key, r.id])),
      users: new Map(userRows.map((r) => [r.key, r.id])),
    };
    expect(await seedDemoJobs(t.db, ids, t.clock.now)).toEqual({ enquiries: 0, jobs: 0, invoices: 0 });
    expect(await t.db.$count(jobs, eq(jobs.companyId, oceanicId))).toBe(jobRows.length);
    expect(await t.db.$count(invoices, eq(invoices.companyId, oceanicId))).toBe(rows.length);
  });
});
