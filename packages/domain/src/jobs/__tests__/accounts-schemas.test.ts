import { describe, expect, it } from 'vitest';
import {
  accountsInvoiceListQuerySchema,
  ageingBucketDueRange,
  ageingBucketOf,
  daysPastDue,
} from '../accounts-schemas';

describe('receivables ageing buckets', () => {
  it.each([
    [-30, 'current'],
    [0, 'current'],
    [1, 'days1to30'],
    [30, 'days1to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
    [5000, 'over90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket);
  });

  it('counts whole days from the due date, across months and years', () => {
    expect(daysPastDue('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysPastDue('2026-11-25', '2026-11-24')).toBe(-1);
    expect(daysPastDue('2026-10-25', '2026-11-24')).toBe(30);
    expect(daysPastDue('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysPastDue('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('gives the due dates each bucket holds, so that a due date falls in its own bucket only', () => {
    const today = '2026-11-24';
    expect(ageingBucketDueRange('current', today)).toEqual({ dueFrom: '2026-11-24' });
    expect(ageingBucketDueRange('days1to30', today)).toEqual({ dueFrom: '2026-10-25', dueTo: '2026-11-23' });
    expect(ageingBucketDueRange('days31to60', today)).toEqual({ dueFrom: '2026-09-25', dueTo: '2026-10-24' });
    expect(ageingBucketDueRange('over90', today)).toEqual({ dueTo: '2026-08-25' });
    for (let days = -3; days <= 120; days += 1) {
      const due = new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
      const range = ageingBucketDueRange(ageingBucketOf(days), today);
      expect(!range.dueFrom || due >= range.dueFrom, `${days}`).toBe(true);
      expect(!range.dueTo || due <= range.dueTo, `${days}`).toBe(true);
    }
  });
});

describe('the accounts invoice list query', () => {
  it('reads the overdue switch and the filters from the query string', () => {
    expect(accountsInvoiceListQuerySchema.parse({ overdue: 'true', status: 'issued' })).toMatchObject({
      overdue: true,
      status: 'issued',
      sort: 'dueDate',
      order: 'asc',
      page: 1,
    });
    expect(accountsInvoiceListQuerySchema.parse({ overdue: 'false' }).overdue).toBe(false);
    expect(accountsInvoiceListQuerySchema.parse({}).overdue).toBeUndefined();
  });

  it('refuses what it does not know, naming the field', () => {
    const issue = (input: object) => accountsInvoiceListQuerySchema.safeParse(input).error?.issues[0];
    expect(issue({ overdue: 'perhaps' })).toMatchObject({
      path: ['overdue'],
      message: 'Overdue must be true or false',
    });
    expect(issue({ dueFrom: '24/11/2026' })).toMatchObject({ path: ['dueFrom'] });
    expect(issue({ status: 'late' })).toMatchObject({
      path: ['status'],
      message: 'Choose an invoice status',
    });
    expect(issue({ colour: 'red' })?.code).toBe('unrecognized_keys');
  });
});
