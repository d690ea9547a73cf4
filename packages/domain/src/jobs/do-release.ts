import { z } from 'zod';
import { convertCents, fromCents, isInvoiceAmount, toCents } from './invoice-amounts';

/**
 * A forwarder releases cargo against payment or credit (issue 29). Without credit, the job's
 * invoices must be issued and paid in full; with credit (a limit in the base currency and terms
 * in days, set per customer by accounts), the customer's unpaid invoices, each converted at its
 * own rate and to the cent, must stay within the limit, and none may be older than the terms.
 * A holder of RELEASE_DO_ON_CREDIT releases anyway, with a reason the job's history keeps.
 */

/** The customer's credit with the forwarder; null: none (the DO waits for payment). */
export type CustomerCredit = { limit: string; termsDays: number } | null;

/** An issued invoice or debit note of the customer with the forwarder, as the check reads it. */
export type ReleaseInvoice = {
  number: string;
  jobId: number;
  currency: string;
  total: string;
  paidTotal: string;
  /** Base units per one unit of the invoice's currency; null in the base currency. */
  exchangeRate: string | null;
  issueDate: string;
};

const outstandingCents = (i: ReleaseInvoice) => toCents(i.total) - toCents(i.paidTotal);
const outstandingText = (i: ReleaseInvoice) => `${i.number} ${i.currency} ${fromCents(outstandingCents(i))}`;
const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/**
 * Why the DO of job `jobId` may not be released now; null when it may. `invoices`: the customer's
 * issued invoices and debit notes with the forwarder (paid ones included), `today` a YYYY-MM-DD day.
 */
export function deliveryOrderHold(input: {
  jobId: number;
  invoices: readonly ReleaseInvoice[];
  credit: CustomerCredit;
  baseCurrency: string;
  today: string;
}): string | null {
  const unpaid = input.invoices.filter((i) => outstandingCents(i) > 0n);
  if (input.credit === null) {
    if (!input.invoices.some((i) => i.jobId === input.jobId)) {
      return 'No invoice of this job is issued: without credit the DO is released against payment';
    }
    const open = unpaid.filter((i) => i.jobId === input.jobId);
    return open.length === 0
      ? null
      : `Outstanding on this job: ${open.map(outstandingText).join(', ')}. Without credit the DO is released once paid`;
  }
  const { limit, termsDays } = input.credit;
  const late = unpaid.filter((i) => addDays(i.issueDate, termsDays) < input.today);
  if (late.length > 0) {
    return `Past the ${termsDays} days' credit terms: ${late.map(outstandingText).join(', ')}`;
  }
  const owed = unpaid.reduce(
    (sum, i) =>
      sum +
      (i.exchangeRate === null ? outstandingCents(i) : convertCents(outstandingCents(i), i.exchangeRate)),
    0n,
  );
  if (owed > toCents(limit)) {
    return `Outstanding ${input.baseCurrency} ${fromCents(owed)} is over the credit limit of ${input.baseCurrency} ${limit}: ${unpaid.map(outstandingText).join(', ')}`;
  }
  return null;
}

/** PUT a customer's credit: a limit in the base currency with terms in days, or no credit (both null). */
export const kycCreditRequestSchema = z
  .strictObject({
    creditLimit: z
      .string({ error: 'Credit limit must be an amount' })
      .trim()
      .refine(isInvoiceAmount, 'Credit limit must be a number with at most 2 decimals')
      .nullable(),
    creditTermsDays: z
      .number({ error: 'Credit terms must be a number of days' })
      .int('Credit terms must be whole days')
      .min(1, 'Credit terms must be at least 1 day')
      .max(365, 'Credit terms must be at most 365 days')
      .nullable(),
  })
  .superRefine((credit, ctx) => {
    if (credit.creditLimit !== null && credit.creditTermsDays === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['creditTermsDays'],
        message: 'Credit terms are required with a limit',
      });
    }
    if (credit.creditLimit === null && credit.creditTermsDays !== null) {
      ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: 'Credit limit is required with terms' });
    }
  });
export type KycCreditRequest = z.infer<typeof kycCreditRequestSchema>;
