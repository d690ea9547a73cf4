import { type QuoteLine, toCents } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../../../test/demo-data';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookings, invoices, jobs, negotiations, quoteOptions } from '../../schema';

/** The demo's negotiated prices (seed/demo-enquiries.ts, demo-jobs.ts) are the prices of every line and invoice. */

let t: TestApp;
let oceanicId: number;
beforeAll(async () => {
  t = await createTestApp();
  oceanicId = await demoCompanyId(t);
});
afterAll(() => t.close());

const sellOf = (lines: QuoteLine[]) => lines.reduce((sum, l) => sum + toCents(l.baseSell), 0n);

describe("Oceanic's negotiated demo prices", () => {
  it('restates every quote option to the price on its table', async () => {
    const options = await t.db.select().from(quoteOptions).where(eq(quoteOptions.companyId, oceanicId));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      const lines = option.lines as QuoteLine[];
      if (lines.length === 0) continue;
      expect(sellOf(lines), option.title).toBe(toCents(option.offeredSell));
    }
  });

  it('books two jobs at a countered price, and invoices them at it', async () => {
    const rows = await t.db
      .select({
        jobId: jobs.id,
        reference: jobs.reference,
        offeredSell: quoteOptions.offeredSell,
        sellTotal: quoteOptions.sellTotal,
        lines: quoteOptions.lines,
        decided: negotiations.decidedAmount,
      })
      .from(jobs)
      .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
      .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
      .innerJoin(negotiations, eq(negotiations.quoteOptionId, quoteOptions.id))
      .where(eq(jobs.companyId, oceanicId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.offeredSell).toBe(row.decided);
      expect(toCents(row.offeredSell)).toBeLessThan(toCents(row.sellTotal));
      const lines = row.lines as QuoteLine[];
      expect(lines.at(-1)).toMatchObject({ label: 'Negotiated discount', source: { type: 'adjustment' } });
      const billed = await t.db
        .select({ subtotal: invoices.subtotal, kind: invoices.kind })
        .from(invoices)
        .where(eq(invoices.jobId, row.jobId));
      const invoice = billed.find((b) => b.kind === 'invoice');
      expect(invoice?.subtotal, row.reference).toBe(row.offeredSell);
    }
  });
});
