import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromCents,
  invoiceLineFromQuoteLine,
  lineAmountCents,
  netOfGrossCents,
  priceInvoiceLines,
  taxCents,
  toCents,
} from '../invoice-amounts';
import {
  invoiceDebitNoteRequestSchema,
  invoiceDraftUpdateRequestSchema,
  invoiceWorkflow,
} from '../invoice-schemas';

describe('invoice amounts', () => {
  it.each([
    ['3', '33.33', 9999n],
    ['0.1', '0.20', 2n],
    ['1.5', '0.07', 11n],
    ['0.001', '0.50', 0n],
    ['2', '450.00', 90000n],
  ])('%s × %s is %i cents, halves away from zero', (quantity, unit, cents) => {
    expect(lineAmountCents(quantity, unit)).toBe(cents);
  });

  it('prices lines and totals to the cent, whatever a float would say', () => {
    const priced = priceInvoiceLines(
      [
        { label: 'A', quantity: '1', unitPrice: '0.10' },
        { label: 'B', quantity: '1', unitPrice: '0.20' },
      ],
      '5.00',
    );
    expect(priced).toMatchObject({ subtotal: '0.30', taxTotal: '0.02', total: '0.32' });
    expect(taxCents(1010n, '5')).toBe(51n);
    expect(fromCents(toCents('12.5000'))).toBe('12.50');
  });

  it('splits a gross amount into net and tax that add up exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 10_000 }),
        (gross, rate) => {
          const taxRate = fromCents(BigInt(rate));
          const net = netOfGrossCents(gross, taxRate);
          expect(net).toBeLessThanOrEqual(gross);
          expect(net + (gross - net)).toBe(gross);
        },
      ),
    );
  });

  it('keeps a quote line invoiced at its base sell, converting when it must', () => {
    const line = {
      key: 'f',
      label: 'Freight',
      quantity: '2',
      currency: 'USD',
      unitSell: '450.00',
      exchangeRate: '1',
    };
    expect(invoiceLineFromQuoteLine({ ...line, baseSell: '900.00' }, 'USD')).toEqual({
      label: 'Freight',
      quantity: '2',
      unitPrice: '450.00',
      sourceLineKey: 'f',
    });
    const converted = invoiceLineFromQuoteLine(
      {
        ...line,
        currency: 'EUR',
        unitSell: '100.00',
        exchangeRate: '1.0855',
        quantity: '3',
        baseSell: '325.65',
      },
      'USD',
    );
    expect(lineAmountCents(converted.quantity, converted.unitPrice)).toBe(32565n);
    const odd = invoiceLineFromQuoteLine(
      { ...line, currency: 'EUR', unitSell: '0.33', exchangeRate: '1.1', quantity: '3', baseSell: '1.09' },
      'USD',
    );
    expect(odd).toMatchObject({ quantity: '1', unitPrice: '1.09' });
  });
});

describe('invoice schemas and workflow', () => {
  it('moves draft → issued → paid or cancelled, and never back', () => {
    expect(invoiceWorkflow.canMove('draft', 'issued').ok).toBe(true);
    expect(invoiceWorkflow.canMove('issued', 'paid').ok).toBe(true);
    expect(invoiceWorkflow.canMove('issued', 'cancelled').ok).toBe(true);
    expect(invoiceWorkflow.canMove('draft', 'paid').ok).toBe(false);
    expect(invoiceWorkflow.canMove('paid', 'issued').ok).toBe(false);
    expect(invoiceWorkflow.isFinal('cancelled')).toBe(true);
  });

  it('refuses lines with bad numbers and a debit note with both or neither of lines and amount', () => {
    const bad = invoiceDraftUpdateRequestSchema.safeParse({
      version: 0,
      lines: [{ label: 'A', quantity: '-1', unitPrice: '1.001' }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.quantity', 'lines.0.unitPrice']);
    expect(invoiceDebitNoteRequestSchema.safeParse({ reason: 'x' }).success).toBe(false);
    expect(
      invoiceDebitNoteRequestSchema.safeParse({
        reason: 'x',
        amount: '1.00',
        lines: [{ label: 'A', quantity: '1', unitPrice: '1.00' }],
      }).success,
    ).toBe(false);
  });
});
