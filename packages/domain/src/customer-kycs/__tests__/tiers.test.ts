import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierRequestSchema } from '../tier-schemas';
import { formatTierMargin, fromHundredths, priceWithTier, type TierPricing, toHundredths } from '../tiers';

const tier = (overrides: Partial<TierPricing> = {}): TierPricing => ({
  seaMarginType: 'percent',
  seaMargin: '10',
  seaMinMargin: null,
  airMarginType: 'fixed',
  airMargin: '0.35',
  airMinMargin: null,
  ...overrides,
});

describe('priceWithTier', () => {
  it.each([
    // buy, mode, tier, sell, margin, rule
    ['1000', 'sea', tier(), '1100.00', '100.00', 'percent'],
    ['1234.56', 'sea', tier({ seaMargin: '12.5' }), '1388.88', '154.32', 'percent'],
    // 0.1 + 0.2 in floats is 0.30000000000000004: the cents stay exact.
    ['0.10', 'sea', tier({ seaMarginType: 'fixed', seaMargin: '0.20' }), '0.30', '0.20', 'fixed'],
    // 3 % of 0.50 is 0.015: rounded half up to the cent.
    ['0.50', 'sea', tier({ seaMargin: '3' }), '0.52', '0.02', 'percent'],
    // 3 % of 0.49 is 0.0147: down to 0.01.
    ['0.49', 'sea', tier({ seaMargin: '3' }), '0.50', '0.01', 'percent'],
    ['2.10', 'air', tier(), '2.45', '0.35', 'fixed'],
    ['100', 'sea', tier({ seaMinMargin: '25' }), '125.00', '25.00', 'minimum'],
    ['300', 'sea', tier({ seaMinMargin: '25' }), '330.00', '30.00', 'percent'],
    // At the minimum exactly, the tier's own rule gave it.
    ['250', 'sea', tier({ seaMinMargin: '25' }), '275.00', '25.00', 'percent'],
    ['1.00', 'air', tier({ airMinMargin: '0.50' }), '1.50', '0.50', 'minimum'],
    ['0', 'sea', tier(), '0.00', '0.00', 'percent'],
    ['0', 'sea', tier({ seaMinMargin: '40' }), '40.00', '40.00', 'minimum'],
    ['500', 'sea', tier({ seaMargin: '0' }), '500.00', '0.00', 'percent'],
    ['99.99', 'sea', tier({ seaMargin: '1000' }), '1099.89', '999.90', 'percent'],
    // Numeric columns of scale 4 answer padded values.
    [
      '1200.0000',
      'sea',
      tier({ seaMargin: '10.0000', seaMinMargin: '5.0000' }),
      '1320.00',
      '120.00',
      'percent',
    ],
    ['9999999999.99', 'sea', tier({ seaMargin: '1000' }), '109999999999.89', '99999999999.90', 'percent'],
  ] as const)('%s by %s gives %s', (buy, mode, t, sell, margin, rule) => {
    expect(priceWithTier(buy, mode, t)).toEqual({ sell, margin, rule });
  });

  it('prices each mode by its own margin', () => {
    const t = tier({ seaMargin: '5', airMarginType: 'percent', airMargin: '20' });
    expect(priceWithTier('100', 'sea', t).sell).toBe('105.00');
    expect(priceWithTier('100', 'air', t).sell).toBe('120.00');
  });

  it.each(['', '-1', '1.001', '1e3', 'abc', ' 1 2', '1.'])('refuses the amount %j', (buy) => {
    expect(() => priceWithTier(buy, 'sea', tier())).toThrow(RangeError);
  });

  it('converts hundredths both ways', () => {
    expect(toHundredths('12.5')).toBe(1250n);
    expect(toHundredths(' 7 ')).toBe(700n);
    expect(fromHundredths(5n)).toBe('0.05');
    expect(fromHundredths(123456n)).toBe('1234.56');
  });
});

const cents = fc.bigInt({ min: 0n, max: 99_999_999_999n });
const amount = cents.map(fromHundredths);
const pricing = fc.record({
  seaMarginType: fc.constantFrom('percent' as const, 'fixed' as const),
  seaMargin: fc.bigInt({ min: 0n, max: 100_000n }).map(fromHundredths),
  seaMinMargin: fc.option(amount, { nil: null }),
  airMarginType: fc.constantFrom('percent' as const, 'fixed' as const),
  airMargin: fc.bigInt({ min: 0n, max: 100_000n }).map(fromHundredths),
  airMinMargin: fc.option(amount, { nil: null }),
});
const mode = fc.constantFrom('sea' as const, 'air' as const);

describe('priceWithTier laws', () => {
  it('never sells below the buy rate, and sell − buy is the margin', () => {
    fc.assert(
      fc.property(amount, mode, pricing, (buy, m, t) => {
        const price = priceWithTier(buy, m, t);
        expect(toHundredths(price.sell)).toBeGreaterThanOrEqual(toHundredths(buy));
        expect(toHundredths(price.sell) - toHundredths(buy)).toBe(toHundredths(price.margin));
      }),
    );
  });

  it('keeps at least the minimum margin', () => {
    fc.assert(
      fc.property(amount, mode, pricing, (buy, m, t) => {
        const minimum = m === 'sea' ? t.seaMinMargin : t.airMinMargin;
        const margin = toHundredths(priceWithTier(buy, m, t).margin);
        expect(margin).toBeGreaterThanOrEqual(minimum === null ? 0n : toHundredths(minimum));
      }),
    );
  });

  it('is monotone in the buy rate', () => {
    fc.assert(
      fc.property(cents, cents, mode, pricing, (a, b, m, t) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const sellLow = toHundredths(priceWithTier(fromHundredths(low), m, t).sell);
        const sellHigh = toHundredths(priceWithTier(fromHundredths(high), m, t).sell);
        expect(sellLow).toBeLessThanOrEqual(sellHigh);
      }),
    );
  });
});

const VALID = {
  name: 'Gold',
  currency: 'usd',
  seaMarginType: 'percent',
  seaMargin: '12.5',
  seaMinMargin: '',
  airMarginType: 'fixed',
  airMargin: '0.35',
  airMinMargin: '0.10',
  remarks: '',
};

/** The first message of each wrong field, as the form shows them. */
const fieldsOf = (body: unknown) => {
  const result = tierRequestSchema.safeParse(body);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    if (!first.has(field)) first.set(field, `${field}: ${issue.message}`);
  }
  return [...first.values()];
};

describe('tierRequestSchema', () => {
  it('takes a tier, the currency in capitals and an empty minimum as null', () => {
    expect(tierRequestSchema.parse(VALID)).toMatchObject({
      currency: 'USD',
      seaMinMargin: null,
      airMinMargin: '0.10',
    });
  });

  it('allows a percentage up to 1000 and any fixed amount that fits', () => {
    expect(fieldsOf({ ...VALID, seaMargin: '1000' })).toEqual([]);
    expect(fieldsOf({ ...VALID, seaMargin: '1000.01' })).toEqual([
      'seaMargin: Sea margin must not exceed 1000%',
    ]);
    expect(fieldsOf({ ...VALID, airMarginType: 'percent', airMargin: '5000' })).toEqual([
      'airMargin: Air margin must not exceed 1000%',
    ]);
    expect(fieldsOf({ ...VALID, seaMarginType: 'fixed', seaMargin: '5000' })).toEqual([]);
  });

  it('names every wrong field at once', () => {
    expect(
      fieldsOf({ ...VALID, name: 'G', seaMargin: '1.234', airMinMargin: '-1', seaMarginType: 'pct' }),
    ).toEqual([
      'name: Name must be at least 2 characters',
      'seaMarginType: Choose how the sea margin is given',
      'seaMargin: Sea margin must be a number ≥ 0 with at most 2 decimals',
      'airMinMargin: Air minimum margin must be a number ≥ 0 with at most 2 decimals',
    ]);
    expect(fieldsOf({ ...VALID, name: '', seaMargin: '2000' })).toEqual([
      'name: Name is required',
      'seaMargin: Sea margin must not exceed 1000%',
    ]);
  });
});

describe('formatTierMargin', () => {
  it('reads a percentage, or the amount in the currency per unit of the mode', () => {
    const t = { ...tier({ seaMargin: '12.50', airMargin: '0.35' }), currency: 'USD' };
    expect(formatTierMargin(t, 'sea')).toBe('12.50 %');
    expect(formatTierMargin(t, 'air')).toBe('USD 0.35 per kg');
    expect(formatTierMargin({ ...t, seaMarginType: 'fixed', seaMargin: '150.00' }, 'sea')).toBe(
      'USD 150.00 per container',
    );
  });
});
