import {
  ENQUIRY_STATUSES,
  enquiryWorkflow,
  forwardAnswerLineSchema,
  fromHundredths,
  quoteLineSchema,
  toHundredths,
} from '@fastforward/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, demoHistoryOf, expectNextNumber } from '../../../test/demo-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bookings,
  companies,
  enquiryFeedback,
  enquiryForwards,
  forwardAnswers,
  jobs,
  negotiations,
  quoteOptions,
  quotes,
  rateEnquiries,
  users,
  vendors,
} from '../../schema';
import { seedDemoEnquiries } from '../demo-enquiries';

/** The marketplace flow's demo data (seed/demo-enquiries.ts), as the screens and services will read it. */

let t: TestApp;
let oceanicId: number;
let enquiries: (typeof rateEnquiries.$inferSelect)[];
const byStatus = (status: string) => {
  const found = enquiries.filter((e) => e.status === status);
  expect(found, status).not.toHaveLength(0);
  return found;
};

beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
  enquiries = await t.db
    .select()
    .from(rateEnquiries)
    .where(eq(rateEnquiries.companyId, oceanicId))
    .orderBy(asc(rateEnquiries.id));
});
afterAll(() => t.close());

const historyOf = (recordType: string, recordId: number) => demoHistoryOf(t, oceanicId, recordType, recordId);

const sum = (amounts: string[]) => fromHundredths(amounts.reduce((a, b) => a + toHundredths(b), 0n));

describe("Oceanic's demo enquiries", () => {
  it('has one in every status: sea FCL, sea LCL and air, from the customer and from sales', () => {
    expect(new Set(enquiries.map((e) => e.status))).toEqual(new Set(ENQUIRY_STATUSES));
    const kinds = new Set(enquiries.map((e) => `${e.mode}/${e.loadType ?? ''}`));
    expect(kinds).toEqual(new Set(['sea/FCL', 'sea/LCL', 'air/']));
    expect(new Set(enquiries.map((e) => e.createdVia))).toEqual(new Set(['customer', 'sales']));
    for (const e of enquiries) {
      if (e.mode === 'air') expect(Number(e.chargeableWeightKg)).toBeGreaterThan(0);
      if (e.loadType === 'LCL') expect(Number(e.revenueTons)).toBeGreaterThan(0);
      if (e.loadType === 'FCL') expect(e.containers).not.toHaveLength(0);
    }
  });

  it('numbers them RE-YYYY-NNNNNN in order of age, and the next enquiry continues the sequence', async () => {
    const byAge = [...enquiries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const e of byAge) {
      expect(e.reference).toMatch(/^RE-\d{4}-\d{6}$/);
    }
    const references = byAge.map((e) => e.reference);
    expect([...references].sort()).toEqual(references);
    const year = t.clock.now.getUTCFullYear();
    const thisYear = references.filter((r) => r.startsWith(`RE-${year}-`)).length;
    await expectNextNumber(t, oceanicId, 'RE', thisYear + 1);
  });

  it('gives each a history from null to its status, through moves the workflow allows, in the past', async () => {
    for (const e of enquiries) {
      const steps = await historyOf('enquiry', e.id);
      expect(steps[0]?.fromStatus).toBeNull();
      expect(steps[0]?.toStatus).toBe('received');
      expect(steps.at(-1)?.toStatus).toBe(e.status);
      expect(e.version).toBe(steps.length - 1);
      for (const [i, step] of steps.entries()) {
        expect(step.changedAt.getTime()).toBeLessThan(t.clock.now.getTime());
        if (i === 0) continue;
        const previous = steps[i - 1];
        expect(step.fromStatus).toBe(previous?.toStatus);
        expect(step.changedAt.getTime()).toBeGreaterThan(previous?.changedAt.getTime() ?? 0);
        expect(enquiryWorkflow.canMove(step.fromStatus as never, step.toStatus as never).ok).toBe(true);
        expect(step.changedBy).not.toBeNull();
      }
    }
  });

  it('has two answered forwards to compare on an accepted enquiry, in the app and by link, and one still to answer', async () => {
    const forwards = await t.db
      .select({
        id: enquiryForwards.id,
        enquiryId: enquiryForwards.enquiryId,
        status: enquiryForwards.status,
        vendor: vendors.name,
        vendorCompanyId: enquiryForwards.vendorCompanyId,
        tokenHash: enquiryForwards.tokenHash,
        deadlineAt: enquiryForwards.deadlineAt,
        source: forwardAnswers.source,
        lines: forwardAnswers.lines,
        enteredBy: forwardAnswers.enteredBy,
      })
      .from(enquiryForwards)
      .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
      .leftJoin(forwardAnswers, eq(forwardAnswers.forwardId, enquiryForwards.id))
      .where(eq(enquiryForwards.companyId, oceanicId))
      .orderBy(asc(enquiryForwards.id));
    const answered = forwards.filter((f) => f.status === 'accepted');
    expect(answered.map((f) => [f.vendor, f.source])).toEqual([
      ['Swift Carriers', 'vendorApp'],
      ['Gulf Line Agencies', 'vendorLink'],
    ]);
    expect(new Set(answered.map((f) => f.enquiryId)).size).toBe(1);
    expect(enquiries.find((e) => e.id === answered[0]?.enquiryId)?.status).toBe('accepted');
    expect(answered[0]?.enteredBy).not.toBeNull();
    expect(answered[1]?.enteredBy).toBeNull();
    expect(answered[1]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    for (const f of answered) {
      const lines = forwardAnswerLineSchema.array().parse(f.lines);
      expect(lines.map((l) => l.chargeName)).toEqual(
        expect.arrayContaining(['Ocean Freight', 'BAF', 'THC Origin', 'THC Destination']),
      );
      expect(lines.some((l) => l.basis === 'perBl')).toBe(true);
      expect((await historyOf('forward', f.id)).map((s) => [s.fromStatus, s.toStatus])).toEqual([
        [null, 'received'],
        ['received', 'accepted'],
      ]);
    }
    const waiting = forwards.filter((f) => f.status === 'received');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.vendorCompanyId).not.toBeNull();
    expect(waiting[0]?.deadlineAt.getTime()).toBeGreaterThan(t.clock.now.getTime());
    expect(waiting[0]?.source).toBeNull();
  });

  it('has a sent quote of two priced options with an open counter-offer on the negotiating enquiry', async () => {
    const [negotiating] = byStatus('negotiating');
    const [quote] = await t.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, negotiating?.id as number));
    expect(quote?.status).toBe('sent');
    expect(quote?.baseCurrency).toBe('AED');
    expect(quote?.pdfFileId).toBeNull();
    const options = await t.db
      .select()
      .from(quoteOptions)
      .where(eq(quoteOptions.quoteId, quote?.id as number))
      .orderBy(asc(quoteOptions.position));
    expect(options).toHaveLength(2);
    for (const option of options) {
      const lines = quoteLineSchema.array().parse(option.lines);
      expect(new Set(lines.map((l) => l.leg))).toEqual(
        new Set(['originPort', 'freightCharge', 'destinationPort']),
      );
      expect(lines.find((l) => l.leg === 'freightCharge')?.source.type).toBe('validRate');
      expect(sum(lines.map((l) => l.baseSell))).toBe(option.sellTotal);
      expect(sum(lines.map((l) => l.baseBuy))).toBe(option.buyTotal);
      expect(Number(option.sellTotal)).toBeGreaterThan(Number(option.buyTotal));
      expect(Number(option.floorSell)).toBeLessThanOrEqual(Number(option.sellTotal));
      expect(option.selectedAt).toBeNull();
    }
    const rounds = await t.db
      .select()
      .from(negotiations)
      .where(eq(negotiations.enquiryId, negotiating?.id as number));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.decision).toBeNull();
    expect(Number(rounds[0]?.targetAmount)).toBeLessThan(Number(rounds[0]?.offeredSell));
  });

  it('has the selected option of the selected enquiry, and the booking, job and feedback of the booked one', async () => {
    const selectedOptions = await t.db
      .select({ enquiryId: quoteOptions.enquiryId, selectedAt: quoteOptions.selectedAt })
      .from(quoteOptions)
      .innerJoin(rateEnquiries, eq(rateEnquiries.id, quoteOptions.enquiryId))
      .where(
        and(eq(rateEnquiries.companyId, oceanicId), inArray(rateEnquiries.status, ['selected', 'booked'])),
      );
    const withSelection = new Set(
      selectedOptions.filter((o) => o.selectedAt !== null).map((o) => o.enquiryId),
    );
    expect(withSelection).toEqual(
      new Set(
        byStatus('selected')
          .concat(byStatus('booked'))
          .map((e) => e.id),
      ),
    );

    // The marketplace's booked enquiry is the one with the feedback; the demo jobs' enquiries are booked too.
    const [rated] = await t.db
      .select({ enquiryId: enquiryFeedback.enquiryId })
      .from(enquiryFeedback)
      .where(eq(enquiryFeedback.companyId, oceanicId));
    const booked = byStatus('booked').find((e) => e.id === rated?.enquiryId);
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.enquiryId, booked?.id as number));
    expect(booking?.status).toBe('CONFIRMED');
    expect(booking?.shipper).toMatchObject({ name: expect.any(String) });
    expect(booking?.consignee).toMatchObject({ name: expect.any(String) });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.bookingId, booking?.id as number));
    expect(job?.reference).toMatch(/^JOB-\d{4}-\d{6}$/);
    expect(job?.status).toBe('QUED');
    expect((await historyOf('job', job?.id as number)).map((s) => [s.fromStatus, s.toStatus])).toEqual([
      [null, 'QUED'],
    ]);
    const [feedback] = await t.db
      .select()
      .from(enquiryFeedback)
      .where(eq(enquiryFeedback.enquiryId, booked?.id as number));
    expect(feedback?.rating).toBe(5);
  });

  it('is not seeded twice', async () => {
    const companyRows = await t.db.select({ key: companies.name, id: companies.id }).from(companies);
    const userRows = await t.db.select({ key: users.username, id: users.id }).from(users);
    const ids = {
      companies: new Map(companyRows.map((r) => [r.key, r.id])),
      users: new Map(userRows.map((r) => [r.key, r.id])),
    };
    expect(await seedDemoEnquiries(t.db, ids, t.clock.now)).toEqual({ enquiries: 0, jobs: [] });
    expect(await t.db.$count(rateEnquiries, eq(rateEnquiries.companyId, oceanicId))).toBe(enquiries.length);
  });
});
