import {
  type AccountsDashboard,
  DASHBOARD_PATHS,
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  JOB_PATHS,
  type Job,
  type JobProfit,
  PERMISSIONS,
  type QuoteLine,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, quoteOptions, quotes } from '../../../db/schema';
import { formatPdfAmount } from '../../../lib/pdf-writer';
import { bookingForm, bookingPaths, createBookingScene, selectOption } from '../../../test/booking-factories';
import { createUser, type TestUser } from '../../../test/factories';
import {
  JOB_ACCOUNTS_PERMISSIONS,
  JOB_OPTION_LINES,
  quoteLine,
  setInvoiceSettings,
} from '../../../test/job-factories';
import { negotiationPaths } from '../../../test/negotiation-factories';
import { pdfText } from '../../../test/pdf-text';
import { expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * One truth for the agreed price: once a negotiation ends on a price, the option's lines, the
 * job's lines (staff and customer), the invoice draft, the invoice PDF, Job Profit and the
 * accounts dashboard all carry that price, to the cent.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-24T10:00:00Z');
});
afterAll(() => t.close());

const cents = (value: string) => Math.round(Number(value) * 100);
const sumOf = (values: string[]) => (values.reduce((s, v) => s + cents(v), 0) / 100).toFixed(2);

type Currency = {
  base: string;
  lines: QuoteLine[];
  buyTotal: string;
  sellTotal: string;
  floorSell: string;
};

/** USD: the job factory's lines, 1,000.00 (floor 900.00). */
const USD: Currency = {
  base: 'USD',
  lines: JOB_OPTION_LINES,
  buyTotal: '900.00',
  sellTotal: '1000.00',
  floorSell: '900.00',
};

/** AED with a USD freight converted at 3.6725: the issue's AED 15,185.00 (floor 13,666.50). */
const AED: Currency = {
  base: 'AED',
  lines: [
    quoteLine({
      key: 'freight',
      label: 'Ocean freight',
      basis: 'perContainer',
      quantity: '2',
      currency: 'USD',
      unitBuy: '1600.00',
      unitSell: '1800.00',
      exchangeRate: '3.6725',
      baseBuy: '11752.00',
      baseSell: '13221.00',
    }),
    quoteLine({
      key: 'thc',
      label: 'Terminal handling (destination)',
      leg: 'destinationPort',
      basis: 'perContainer',
      quantity: '2',
      currency: 'AED',
      unitBuy: '900.00',
      unitSell: '982.00',
    }),
  ],
  buyTotal: '13552.00',
  sellTotal: '15185.00',
  floorSell: '13666.50',
};

type Ending = {
  name: string;
  /** The customer's target, and pricing's answer: accepted, or countered at an amount (below the floor by an approver). */
  target: string;
  counter?: string;
  approver?: boolean;
};

const endings = (c: Currency): (Ending & { agreed: string })[] =>
  c.base === 'USD'
    ? [
        { name: 'an accepted counter-offer', target: '950.00', agreed: '950.00' },
        { name: 'a countered price', target: '905.00', counter: '960.00', agreed: '960.00' },
        {
          name: 'an approved below-floor price',
          target: '850.00',
          counter: '880.00',
          approver: true,
          agreed: '880.00',
        },
      ]
    : [
        { name: 'an accepted counter-offer', target: '15100.00', agreed: '15100.00' },
        { name: 'a countered price', target: '14000.00', counter: '14800.00', agreed: '14800.00' },
        {
          name: 'an approved below-floor price',
          target: '12000.00',
          counter: '13000.00',
          approver: true,
          agreed: '13000.00',
        },
      ];

/** A sent quote priced at `c`, negotiated to an end, selected and booked: the job and its accounts user. */
async function negotiatedJob(c: Currency, ending: Ending) {
  const scene = await createBookingScene(t);
  await t.db.update(quotes).set({ baseCurrency: c.base }).where(eq(quotes.id, scene.quote.id));
  await t.db
    .update(quoteOptions)
    .set({
      lines: c.lines.map((l) => ({ ...l, listBaseSell: l.baseSell })),
      buyTotal: c.buyTotal,
      sellTotal: c.sellTotal,
      floorSell: c.floorSell,
      offeredSell: c.sellTotal,
    })
    .where(eq(quoteOptions.id, scene.option.id));

  const negotiation = negotiationPaths(scene.enquiry.id);
  const countered = await t.as(scene.customerUser.token).post(negotiation.customer, {
    quoteOptionId: scene.option.id,
    targetAmount: ending.target,
    message: 'Our budget for this lane',
  });
  expect(countered.statusCode, countered.body).toBe(201);
  const round = countered
    .json<{ data: { items: { id: number; decision: string | null }[] } }>()
    .data.items.find((r) => r.decision === null);
  if (!round) throw new Error('no open round');
  let answerer: TestUser = scene.pricing;
  if (ending.approver) {
    answerer = await createUser(t, {
      company: scene.forwarder,
      permissions: [PERMISSIONS.bothPricing, PERMISSIONS.approveNegotiation],
    });
  }
  const answered = await t
    .as(answerer.token)
    .post(
      negotiation.answer(round.id),
      ending.counter ? { decision: 'countered', counterAmount: ending.counter } : { decision: 'accepted' },
    );
  expect(answered.statusCode, answered.body).toBe(200);

  await selectOption(t, scene);
  const booked = await t
    .as(scene.customerUser.token)
    .post(bookingPaths(scene.enquiry.id, scene.enquiry.reference).customer, bookingForm());
  expect([200, 201], booked.body).toContain(booked.statusCode);
  const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.enquiryId, scene.enquiry.id));
  if (!job) throw new Error('the booking opened no job');
  const accounts = await createUser(t, { company: scene.forwarder, permissions: JOB_ACCOUNTS_PERMISSIONS });
  await setInvoiceSettings(t, scene.forwarder.id);
  return { scene, jobId: job.id, accounts };
}

describe.each([USD, AED])('the agreed price in $base', (currency) => {
  it.each(endings(currency))(
    'is the one price of every view for $name',
    async (ending) => {
      const { scene, jobId, accounts } = await negotiatedJob(currency, ending);
      const { agreed } = ending;

      // The option: its lines add up to the price on the table, the priced lines as they were.
      const [option] = await t.db.select().from(quoteOptions).where(eq(quoteOptions.id, scene.option.id));
      const optionLines = option?.lines as QuoteLine[];
      expect(option?.offeredSell).toBe(agreed);
      expect(sumOf(optionLines.map((l) => l.baseSell))).toBe(agreed);
      expect(optionLines.slice(0, currency.lines.length).map((l) => l.baseSell)).toEqual(
        currency.lines.map((l) => l.baseSell),
      );
      const adjustment = optionLines.at(-1);
      expect(adjustment).toMatchObject({
        label: 'Negotiated discount',
        currency: currency.base,
        baseBuy: '0.00',
      });

      // The job page, staff and customer.
      const staffJob = expectItem<Job>(
        await t.as(accounts.token).get(enquiryPath(JOB_PATHS.job, { id: jobId })),
      );
      const customerJob = expectItem<Job>(
        await t.as(scene.customerUser.token).get(enquiryPath(JOB_PATHS.myJob, { id: jobId })),
      );
      for (const job of [staffJob, customerJob]) {
        expect(job.option.sellTotal).toBe(agreed);
        expect(sumOf(job.option.lines.map((l) => l.baseSell))).toBe(agreed);
        expect(job.option.lines.map((l) => l.label)).toContain('Negotiated discount');
      }

      // The invoice draft bills the agreed price plus its tax, its lines adding up to its subtotal.
      const draft = expectItem<Invoice>(
        await t.as(accounts.token).post(enquiryPath(JOB_PATHS.jobInvoices, { id: jobId }), {}),
        201,
      );
      expect(draft.currency).toBe(currency.base);
      expect(draft.subtotal).toBe(agreed);
      expect(sumOf(draft.lines.map((l) => l.amount))).toBe(agreed);
      expect(sumOf([draft.subtotal, draft.taxTotal])).toBe(draft.total);

      // Its PDF prints the same subtotal and total.
      const issued = expectItem<Invoice>(
        await t
          .as(accounts.token)
          .post(enquiryPath(INVOICE_PATHS.invoiceIssue, { id: draft.id }), { version: draft.version }),
      );
      expect(issued.total).toBe(draft.total);
      const pdf = await t.as(accounts.token).get(enquiryPath(INVOICE_PATHS.invoicePdf, { id: issued.id }));
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(formatPdfAmount(agreed));
      expect(text).toContain(formatPdfAmount(issued.total));
      expect(text).toContain('Negotiated discount');

      // Job Profit, one job and the list, and the accounts dashboard's month.
      const buy = currency.buyTotal;
      const profit = sumOf([agreed, `-${buy}`]);
      const one = expectItem<JobProfit>(
        await t.as(accounts.token).get(enquiryPath(JOB_PATHS.jobProfit, { id: jobId })),
      );
      expect(one).toMatchObject({ sell: agreed, buy, profit, currency: currency.base });
      const list = expectList<JobProfit>(await t.as(accounts.token).get(INVOICE_PATHS.profit));
      expect(list.items.find((p) => p.jobId === jobId)).toMatchObject({ sell: agreed, buy, profit });
      const dashboard = expectItem<AccountsDashboard>(
        await t.as(accounts.token).get(DASHBOARD_PATHS.accounts),
      );
      expect(dashboard.currency).toBe(currency.base);
      const month = dashboard.months.find((m) => m.jobCount > 0);
      expect(month).toMatchObject({ jobCount: 1, revenue: agreed, profit });
    },
    120_000,
  );
});
