import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTaxCodes, priceInvoiceLines } from '../invoice-amounts';
import {
  defaultTaxCategoryOfLeg,
  splitAdjustment,
  splitInProportion,
  type TaxCodeRef,
  taxCodeRequestSchema,
  taxOfRateCents,
  taxPerRate,
  taxTotalCents,
} from '../tax-codes';

const SR: TaxCodeRef = { code: 'SR', rate: '5', category: 'standard' };
const ZR: TaxCodeRef = { code: 'ZR', rate: '0', category: 'zero_rated' };
const codes = { byCode: new Map([SR, ZR].map((c) => [c.code, c])), freight: ZR, local: SR };

describe('the default code of a charge', () => {
  it.each([
    ['freightCharge', 'zero_rated'],
    ['originPort', 'standard'],
    ['destinationPort', 'standard'],
    ['originPickupPoint', 'standard'],
    ['', 'standard'],
  ])('%s → %s', (leg, category) => {
    expect(defaultTaxCategoryOfLeg(leg)).toBe(category);
  });
});

describe('tax of a rate: rate × net, rounded once, halves away from zero', () => {
  it.each([
    [10000n, '5', 500n],
    [13n, '5', 1n], // 0.65 → 1
    [10n, '5', 1n], // 0.5 → 1
    [-10n, '5', -1n], // -0.5 → -1
    [333n, '7.5', 25n], // 24.975 → 25
    [99999n, '0', 0n],
    [12345n, '100', 12345n],
  ])('%s cents at %s%% → %s', (net, rate, tax) => {
    expect(taxOfRateCents(net, rate)).toBe(tax);
  });
});

describe('splitInProportion', () => {
  it.each([
    [-1000n, [9000n, 1000n], [-900n, -100n]],
    [-100n, [1n, 1n, 1n], [-34n, -33n, -33n]],
    [10500n, [90000n, 10500n], [9403n, 1097n]],
    [500n, [0n, 0n], [500n, 0n]],
    [7n, [0n, 5n], [0n, 7n]],
  ])('%s over %s → %s', (total, weights, parts) => {
    expect(splitInProportion(total, weights)).toEqual(parts);
  });

  it('always adds up to the total, each part within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
        fc.array(fc.bigInt({ min: 0n, max: 10_000_000n }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = splitInProportion(total, weights);
          expect(parts.reduce((s, p) => s + p, 0n)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0n);
          if (sum > 0n) {
            parts.forEach((part, i) => {
              // |part × sum − total × weight| < sum: within one cent of the exact share.
              const gap = part * sum - total * (weights[i] as bigint);
              expect(gap < 0n ? -gap : gap).toBeLessThan(sum);
            });
          }
        },
      ),
    );
  });
});

describe('the negotiated discount split per rate', () => {
  it('splits a discount across zero-rated freight and standard locals, labelled by category', () => {
    const lines = applyTaxCodes(
      [
        { label: 'Ocean freight', quantity: '2', unitPrice: '450.00', leg: 'freightCharge' },
        { label: 'THC', quantity: '2', unitPrice: '50.00', leg: 'originPort' },
        {
          label: 'Negotiated discount',
          quantity: '1',
          unitPrice: '-100.00',
          sourceLineKey: 'adjustment',
          leg: 'freightCharge',
          isAdjustment: true,
        },
      ],
      codes,
    );
    expect(lines.map((l) => [l.label, l.unitPrice, l.taxCode])).toEqual([
      ['Ocean freight', '450.00', 'ZR'],
      ['THC', '50.00', 'SR'],
      ['Negotiated discount (zero-rated)', '-90.00', 'ZR'],
      ['Negotiated discount (standard)', '-10.00', 'SR'],
    ]);
    const priced = priceInvoiceLines(lines, '5');
    expect(priced.taxPerRate).toEqual([
      { taxCode: 'ZR', taxRate: '0.00', net: '810.00', tax: '0.00' },
      { taxCode: 'SR', taxRate: '5.00', net: '90.00', tax: '4.50' },
    ]);
    expect(priced).toMatchObject({ subtotal: '900.00', taxTotal: '4.50', total: '904.50' });
  });

  it('keeps a discount the user coded, and puts one with nothing to weigh on the local code', () => {
    const coded = applyTaxCodes(
      [
        { label: 'Freight', quantity: '1', unitPrice: '10.00', leg: 'freightCharge' },
        { label: 'Discount', quantity: '1', unitPrice: '-1.00', taxCode: 'ZR', isAdjustment: true },
      ],
      codes,
    );
    expect(coded.map((l) => l.taxCode)).toEqual(['ZR', 'ZR']);
    expect(splitAdjustment(-500n, [], SR)).toEqual([{ taxCode: SR, amountCents: -500n }]);
  });

  it('property: the parts add up to the discount, and tax per rate adds up to the tax total', () => {
    const line = fc.record({
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      freight: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2000 }),
        (raw, percentOff, standardBasisPoints) => {
          const standard: TaxCodeRef = {
            code: 'SR',
            rate: `${Math.floor(standardBasisPoints / 100)}.${String(standardBasisPoints % 100).padStart(2, '0')}`,
            category: 'standard',
          };
          const inputs = raw.map((l, i) => ({
            label: `L${i}`,
            quantity: '1',
            unitPrice: (l.cents / 100).toFixed(2),
            leg: l.freight ? 'freightCharge' : 'originPort',
          }));
          const gross = raw.reduce((s, l) => s + l.cents, 0);
          const discount = 0 - Math.floor((gross * percentOff) / 100);
          const taxed = applyTaxCodes(
            [
              ...inputs,
              {
                label: 'Negotiated discount',
                quantity: '1',
                unitPrice: (discount / 100).toFixed(2),
                isAdjustment: true,
              },
            ],
            { byCode: new Map(), freight: ZR, local: standard },
          );
          const parts = taxed.slice(inputs.length);
          const partsCents = parts.reduce((s, l) => s + Math.round(Number(l.unitPrice) * 100), 0);
          expect(partsCents).toBe(discount);

          const priced = priceInvoiceLines(taxed, standard.rate);
          const sumOfRates = priced.taxPerRate.reduce((s, g) => s + Math.round(Number(g.tax) * 100), 0);
          expect(Math.round(Number(priced.taxTotal) * 100)).toBe(sumOfRates);
          expect(Math.round(Number(priced.subtotal) * 100)).toBe(gross + discount);
        },
      ),
    );
  });

  it('property: rounding moves the tax total by at most half a cent per rate', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.bigInt({ min: -1_000_000n, max: 10_000_000n }),
            rate: fc.constantFrom('0', '5', '7.5', '12.25', '20', '100'),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        (lines) => {
          const perRate = taxPerRate(
            lines.map((l) => ({ taxCode: `C${l.rate}`, taxRate: l.rate, amountCents: l.cents })),
          );
          // Exact tax in ten-thousandths of a cent: Σ net × rate (hundredths of a percent).
          const exact = perRate.reduce(
            (s, g) => s + g.netCents * BigInt(Math.round(Number(g.taxRate) * 100)),
            0n,
          );
          const rounded = taxTotalCents(perRate) * 10_000n;
          const gap = rounded - exact;
          expect((gap < 0n ? -gap : gap) * 2n).toBeLessThanOrEqual(10_000n * BigInt(perRate.length));
        },
      ),
    );
  });
});

describe('taxCodeRequestSchema', () => {
  it('capitalises the code and allows a rate above 0 on a standard code only', () => {
    expect(
      taxCodeRequestSchema.parse({ code: 'sr', name: 'Standard', category: 'standard', rate: '5' }),
    ).toMatchObject({ code: 'SR' });
    const zero = taxCodeRequestSchema.safeParse({
      code: 'ZR',
      name: 'Zero',
      category: 'zero_rated',
      rate: '5',
    });
    expect(zero.success).toBe(false);
    expect(zero.error?.issues[0]?.path).toEqual(['rate']);
    for (const rate of ['101', '-1', '1.234', 'five']) {
      expect(
        taxCodeRequestSchema.safeParse({ code: 'X', name: 'X', category: 'standard', rate }).success,
      ).toBe(false);
    }
  });
});
