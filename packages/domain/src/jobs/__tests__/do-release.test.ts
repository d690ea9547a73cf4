import { describe, expect, it } from 'vitest';
import { deliveryOrderHold, type ReleaseInvoice } from '../do-release';

const invoice = (over: Partial<ReleaseInvoice> = {}): ReleaseInvoice => ({
  number: 'INV-1001',
  jobId: 7,
  currency: 'AED',
  total: '1050.00',
  paidTotal: '0.00',
  exchangeRate: null,
  issueDate: '2026-11-20',
  ...over,
});
const hold = (
  invoices: ReleaseInvoice[],
  credit: { limit: string; termsDays: number } | null,
  today = '2026-11-24',
) => deliveryOrderHold({ jobId: 7, invoices, credit, baseCurrency: 'AED', today });

describe('deliveryOrderHold', () => {
  it('without credit: holds until the job has an issued invoice and every one of it is paid', () => {
    expect(hold([], null)).toContain('No invoice of this job is issued');
    // Another job's invoice does not count for this one.
    expect(hold([invoice({ jobId: 8, paidTotal: '1050.00' })], null)).toContain('No invoice of this job');
    expect(hold([invoice({ paidTotal: '50.00' })], null)).toBe(
      'Outstanding on this job: INV-1001 AED 1000.00. Without credit the DO is released once paid',
    );
    expect(hold([invoice({ paidTotal: '1050.00' })], null)).toBeNull();
    // Without credit, another job's debt does not hold this job's paid DO.
    expect(
      hold([invoice({ paidTotal: '1050.00' }), invoice({ number: 'INV-9', jobId: 8 })], null),
    ).toBeNull();
  });

  it('with credit: sums every unpaid invoice of the customer in the base currency, each at its own rate, to the cent', () => {
    const usd = invoice({
      number: 'INV-1002',
      jobId: 8,
      currency: 'USD',
      total: '100.01',
      exchangeRate: '3.6725',
    });
    // 1,050.00 + 100.01 × 3.6725 = 1,050.00 + 367.29 (367.286725, half up) = 1,417.29.
    expect(hold([invoice(), usd], { limit: '1417.29', termsDays: 30 })).toBeNull();
    expect(hold([invoice(), usd], { limit: '1417.28', termsDays: 30 })).toBe(
      'Outstanding AED 1417.29 is over the credit limit of AED 1417.28: INV-1001 AED 1050.00, INV-1002 USD 100.01',
    );
    // No invoice yet is within any credit.
    expect(hold([], { limit: '0.00', termsDays: 30 })).toBeNull();
  });

  it('with credit: holds while an unpaid invoice is older than the terms, the last day of the terms included', () => {
    const credit = { limit: '100000.00', termsDays: 4 };
    expect(hold([invoice()], credit, '2026-11-24')).toBeNull();
    expect(hold([invoice()], credit, '2026-11-25')).toBe(
      "Past the 4 days' credit terms: INV-1001 AED 1050.00",
    );
    expect(hold([invoice({ paidTotal: '1050.00' })], credit, '2027-01-01')).toBeNull();
  });
});
