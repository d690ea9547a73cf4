import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentYearOf, formatDocumentNumber, formatInvoiceNumber } from '../document-numbers';

describe('formatDocumentNumber', () => {
  it.each([
    ['RE', 2026, 1, 'RE-2026-000001'],
    ['JOB', 2026, 42, 'JOB-2026-000042'],
    ['JOB', 2027, 999_999, 'JOB-2027-999999'],
    ['RE', 2027, 1_000_000, 'RE-2027-1000000'],
  ] as const)('%s %i %i → %s', (sequence, year, value, formatted) => {
    expect(formatDocumentNumber(sequence, year, value)).toBe(formatted);
  });

  it('gives distinct values distinct numbers that sort like the values (up to six digits)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => {
        const [x, y] = [formatDocumentNumber('JOB', 2026, a), formatDocumentNumber('JOB', 2026, b)];
        expect(x === y).toBe(a === b);
        expect(Math.sign(x.localeCompare(y))).toBe(Math.sign(a - b));
      }),
    );
  });
});

describe('formatInvoiceNumber', () => {
  it('puts the prefix before the number as the company set it', () => {
    expect(formatInvoiceNumber('INV-', 1)).toBe('INV-1');
    expect(formatInvoiceNumber('HZ/INV-', 1042)).toBe('HZ/INV-1042');
  });
});

describe('documentYearOf', () => {
  const newYearUtc = new Date('2026-12-31T22:30:00Z');

  it("is the year in the company's time zone", () => {
    expect(documentYearOf(newYearUtc, 'Asia/Dubai')).toBe(2027);
    expect(documentYearOf(newYearUtc, 'America/New_York')).toBe(2026);
    expect(documentYearOf(new Date('2027-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe(2026);
  });

  it('is the UTC year without a time zone, or with one the runtime does not know', () => {
    expect(documentYearOf(newYearUtc, null)).toBe(2026);
    expect(documentYearOf(newYearUtc, 'Mars/Olympus_Mons')).toBe(2026);
  });
});
