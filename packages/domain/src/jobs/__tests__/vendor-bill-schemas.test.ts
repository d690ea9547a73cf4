import { describe, expect, it } from 'vitest';
import {
  isExchangeRate,
  priceVendorBillLines,
  toBaseCents,
  vendorBillCreateRequestSchema,
  vendorBillWorkflow,
} from '../vendor-bill-schemas';

describe('vendor bill money', () => {
  it.each([
    [10000n, '1', 10000n],
    [70005n, '1.085', 75955n], // 759.55425 → 759.55
    [1n, '0.5', 1n], // half a cent rounds away from zero
    [-1n, '0.5', -1n],
    [12345n, '3.6725000000', 45337n], // 453.370125 → 453.37
  ])('converts %s cents at %s to %s base cents', (cents, rate, base) => {
    expect(toBaseCents(cents, rate)).toBe(base);
  });

  it('prices each line (tax and base amount to the cent per line) and sums the cents', () => {
    const priced = priceVendorBillLines(
      [
        { label: 'Freight', amount: '100.05', taxRate: '5' },
        { label: 'THC', amount: '0.10', taxRate: '5', sourceLineKey: 'thc' },
      ],
      '1.5',
    );
    expect(priced).toMatchObject({
      subtotal: '100.15',
      taxTotal: '5.01',
      total: '105.16',
      baseSubtotal: '150.23',
    });
    expect(priced.lines.map((l) => [l.tax, l.baseAmount, l.sourceLineKey])).toEqual([
      ['5.00', '150.08', null],
      ['0.01', '0.15', 'thc'],
    ]);
  });

  it('takes only a positive rate with at most ten places', () => {
    expect(['1', '0.0000000001', '3.6725'].every(isExchangeRate)).toBe(true);
    expect(['0', '0.00', '-1', '1.00000000001', 'abc', ''].some(isExchangeRate)).toBe(false);
  });

  it('moves draft → approved → paid, never back', () => {
    expect(vendorBillWorkflow.canMove('draft', 'approved').ok).toBe(true);
    expect(vendorBillWorkflow.canMove('approved', 'paid').ok).toBe(true);
    expect(vendorBillWorkflow.canMove('draft', 'paid').ok).toBe(false);
    expect(vendorBillWorkflow.canMove('paid', 'approved').ok).toBe(false);
    expect(vendorBillWorkflow.isFinal('paid')).toBe(true);
  });

  it('refuses a due date before the bill date, naming it', () => {
    const result = vendorBillCreateRequestSchema.safeParse({
      vendorId: 1,
      billNumber: 'B-1',
      billDate: '2026-11-20',
      dueDate: '2026-11-01',
      currency: 'USD',
      exchangeRate: '1',
      lines: [{ label: 'x', amount: '1.00' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['dueDate']);
  });
});
