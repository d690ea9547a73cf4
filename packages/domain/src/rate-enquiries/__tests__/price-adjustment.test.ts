import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths, toHundredths } from '../../customer-kycs/tiers';
import {
  isPriceAdjustment,
  linesSellCents,
  PRICE_ADJUSTMENT_KEY,
  PRICE_ADJUSTMENT_LABELS,
  pricedLinesSellCents,
  restateToPrice,
} from '../price-adjustment';
import type { QuoteLine } from '../quote-schemas';

const line = (key: string, baseSell: string, currency = 'AED', over: Partial<QuoteLine> = {}) =>
  ({
    key,
    leg: 'freightCharge',
    label: `Line ${key}`,
    basis: 'perContainer',
    quantity: '2',
    currency,
    unitBuy: '100.00',
    unitSell: '120.00',
    buy: '200.00',
    sell: '240.00',
    baseBuy: '200.00',
    baseSell,
    exchangeRate: '1',
    source: { type: 'validRate', id: 1 },
    sellRule: 'percent',
    tier: null,
    listBaseSell: baseSell,
    ...over,
  }) satisfies QuoteLine & { listBaseSell: string };

// The issue's own case: lines of AED 15,185 agreed at AED 15,100.
const freight = line('f', '14300.00');
const thc = line('t', '885.00', 'AED', { leg: 'destinationPort', label: 'THC' });

describe('restateToPrice', () => {
  it('adds one Negotiated discount line so the lines add up to the agreed price', () => {
    const restated = restateToPrice([freight, thc], '15100.00', 'AED', { id: 7 });
    expect(restated).toHaveLength(3);
    expect(restated[2]).toMatchObject({
      key: PRICE_ADJUSTMENT_KEY,
      label: PRICE_ADJUSTMENT_LABELS.discount,
      basis: 'perShipment',
      quantity: '1',
      currency: 'AED',
      unitSell: '-85.00',
      sell: '-85.00',
      baseSell: '-85.00',
      baseBuy: '0.00',
      source: { type: 'adjustment', id: 7 },
    });
    expect(fromHundredths(linesSellCents(restated))).toBe('15100.00');
  });

  it.each([
    ['a price above the lines', '15200.00', PRICE_ADJUSTMENT_LABELS.surcharge, '15.00'],
    ['a price far below (below the floor)', '9000.00', PRICE_ADJUSTMENT_LABELS.discount, '-6185.00'],
  ])('restates %s', (_what, price, label, amount) => {
    const restated = restateToPrice([freight, thc], price, 'AED');
    expect(restated.at(-1)).toMatchObject({
      label,
      baseSell: amount,
      source: { type: 'adjustment', id: null },
    });
    expect(fromHundredths(linesSellCents(restated))).toBe(price);
  });

  it('adds nothing when the price is what the lines sell for, and drops an adjustment no longer needed', () => {
    expect(restateToPrice([freight, thc], '15185.00', 'AED')).toEqual([freight, thc]);
    const discounted = restateToPrice([freight, thc], '15100.00', 'AED');
    expect(restateToPrice(discounted, '15185.00', 'AED')).toEqual([freight, thc]);
  });

  it('replaces the adjustment of an earlier round instead of stacking a second one', () => {
    const first = restateToPrice([freight, thc], '15100.00', 'AED', { id: 1 });
    const second = restateToPrice(first, '14900.00', 'AED', { id: 2 });
    expect(second.filter(isPriceAdjustment)).toHaveLength(1);
    expect(second.at(-1)).toMatchObject({ baseSell: '-285.00', source: { id: 2 } });
  });

  it('restates in the base currency whatever the lines are priced in, and lists the adjustment at nothing', () => {
    const usd = line('u', '3672.50', 'USD', { exchangeRate: '3.6725', sell: '1000.00' });
    const restated = restateToPrice([usd, thc], '4500.00', 'AED');
    expect(restated.at(-1)).toMatchObject({ currency: 'AED', exchangeRate: '1', listBaseSell: '0.00' });
    expect(restated[0]).toBe(usd);
  });

  const cents = fc.bigInt({ min: 0n, max: 10n ** 11n });
  it('always adds up to the agreed price, leaves the priced lines as they were, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 12 }), cents, (amounts, price) => {
        const lines = amounts.map((a, i) => line(String(i), fromHundredths(a)));
        const agreed = fromHundredths(price);
        const restated = restateToPrice(lines, agreed, 'AED');
        expect(linesSellCents(restated)).toBe(price);
        expect(restated.filter((l) => !isPriceAdjustment(l))).toEqual(lines);
        expect(restated.filter(isPriceAdjustment).length).toBeLessThanOrEqual(1);
        expect(restateToPrice(restated, agreed, 'AED')).toEqual(restated);
        expect(pricedLinesSellCents(restated)).toBe(amounts.reduce((s, a) => s + a, 0n));
      }),
    );
  });
});

describe('signed amounts', () => {
  it.each([
    ['-85', -8500n],
    ['-85.5', -8550n],
    ['-0.01', -1n],
    ['12.5000', 1250n],
  ])('reads %s', (text, value) => {
    expect(toHundredths(text)).toBe(value);
  });
  it('writes and reads back any count of cents', () => {
    fc.assert(
      fc.property(fc.bigInt(), (value) => {
        expect(toHundredths(fromHundredths(value))).toBe(value);
      }),
    );
  });
});
