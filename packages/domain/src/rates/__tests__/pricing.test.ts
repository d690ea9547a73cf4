import { describe, expect, it } from 'vitest';
import {
  type OptionHeader,
  type PricingCharge,
  type PricingContext,
  type PricingTier,
  priceLine,
  priceOption,
  sortPricedOptions,
} from '../pricing';
import type { PricedOption } from '../rate-wizard-schemas';
import { DEFAULT_ROUTE_LEGS } from '../route-legs';

const tier: PricingTier = {
  id: 7,
  name: 'Gold',
  currency: 'USD',
  seaMarginType: 'percent',
  seaMargin: '10.0000',
  seaMinMargin: null,
  airMarginType: 'fixed',
  airMargin: '0.3500',
  airMinMargin: null,
};

const sea: PricingContext = {
  mode: 'sea',
  legs: { ...DEFAULT_ROUTE_LEGS, originPort: true, destinationPort: true },
  cargo: {
    containers: [
      { containerSizeId: 1, count: 2, name: "20' Standard" },
      { containerSizeId: 2, count: 1, name: "40' High Cube" },
    ],
    chargeableKg: null,
    cbm: null,
  },
  tier,
  baseCurrency: 'AED',
  exchangeRates: { USD: '3.6725000000' },
  legPlaces: { originPort: 'Nhava Sheva', destinationPort: 'Jebel Ali' },
};
const air: PricingContext = {
  ...sea,
  mode: 'air',
  legs: DEFAULT_ROUTE_LEGS,
  cargo: { containers: [], chargeableKg: 120.5, cbm: 0.7231 },
};

let nextId = 1;
const charge = (overrides: Partial<PricingCharge>): PricingCharge => ({
  leg: 'freightCharge',
  label: 'Ocean Freight',
  basis: 'perContainer',
  currency: 'USD',
  buyRate: '1000.00',
  sellRate: null,
  source: { type: 'validRate', id: nextId++ },
  containerSizeId: 1,
  ...overrides,
});
const header = (key: string, validTill = '2025-06-30'): OptionHeader => ({
  key,
  shippingCompanyId: 1,
  shippingLineName: 'Maersk',
  vendorId: null,
  vendorName: null,
  validFrom: '2025-06-01',
  validTill,
  transitDays: 20,
  freeDays: 7,
});

describe('priceLine: a tier margin on freight and on charges', () => {
  const fixedTier: PricingTier = {
    ...tier,
    seaMarginType: 'fixed',
    seaMargin: '150.0000',
    seaMinMargin: '100.0000',
  };
  const withFixed: PricingContext = { ...sea, tier: fixedTier };
  const thc = (overrides: Partial<PricingCharge> = {}) =>
    charge({
      leg: 'originPort',
      label: 'THC',
      basis: 'perBl',
      buyRate: '50.00',
      source: { type: 'localCharge', id: 3 },
      containerSizeId: null,
      ...overrides,
    });

  it('puts a fixed margin per container on the freight only; a charge passes at cost', () => {
    expect(priceLine(charge({}), [], withFixed)).toMatchObject({ unitSell: '1150.00', sellRule: 'fixed' });
    expect(priceLine(thc(), [], withFixed)).toMatchObject({
      unitSell: '50.00',
      sellRule: 'cost',
      tier: { id: 7, name: 'Gold' },
      warning: null,
    });
  });

  it('marks a charge up by the percentage, without the per-unit minimum', () => {
    const percentWithMinimum: PricingContext = { ...sea, tier: { ...tier, seaMinMargin: '150.0000' } };
    expect(priceLine(thc(), [], percentWithMinimum)).toMatchObject({
      unitSell: '55.00',
      sellRule: 'percent',
    });
    expect(priceLine(charge({}), [], percentWithMinimum)).toMatchObject({
      unitSell: '1150.00',
      sellRule: 'minimum',
    });
  });

  it('sells at cost, with a warning, when the customer has no tier', () => {
    expect(priceLine(thc(), [], { ...sea, tier: null })).toMatchObject({
      unitSell: '50.00',
      sellRule: 'cost',
      tier: null,
    });
  });
});

describe('priceLine: sell', () => {
  it('takes the explicit sell rate and says so', () => {
    const line = priceLine(charge({ sellRate: '1200.00' }), [], sea);
    expect(line).toMatchObject({
      quantity: '2',
      unitBuy: '1000.00',
      unitSell: '1200.00',
      buy: '2000.00',
      sell: '2400.00',
      sellRule: 'explicit',
      tier: null,
      // 2000 × 3.6725, 2400 × 3.6725.
      baseBuy: '7345.00',
      baseSell: '8814.00',
      exchangeRate: '3.6725',
      warning: null,
    });
  });

  it("prices a rate without a sell rate by the customer's tier, naming it", () => {
    const line = priceLine(charge({ containerSizeId: 2, buyRate: '1500' }), [], sea);
    expect(line).toMatchObject({
      quantity: '1',
      unitSell: '1650.00',
      sell: '1650.00',
      sellRule: 'percent',
      tier: { id: 7, name: 'Gold' },
    });
  });

  it('applies the minimum margin when the percentage is less', () => {
    const line = priceLine(charge({ buyRate: '100' }), [], { ...sea, tier: { ...tier, seaMinMargin: '25' } });
    expect(line).toMatchObject({ unitSell: '125.00', sellRule: 'minimum' });
  });

  it("converts a fixed margin into the line's currency through the base currency", () => {
    // 0.35 USD per kg = 0.35 × 3.6725 AED = 1.285375 → 1.29 AED.
    const line = priceLine(
      charge({ basis: 'perKg', currency: 'AED', buyRate: '10', containerSizeId: null }),
      [],
      air,
    );
    expect(line).toMatchObject({
      quantity: '120.5',
      unitSell: '11.29',
      // 120.5 × 10, 120.5 × 11.29 = 1360.445 → 1360.45.
      buy: '1205.00',
      sell: '1360.45',
      sellRule: 'fixed',
      baseBuy: '1205.00',
      exchangeRate: '1',
      warning: null,
    });
  });

  it('never guesses a margin it cannot convert: sold at buy, with the missing rate named', () => {
    const line = priceLine(
      charge({ basis: 'perKg', currency: 'EUR', buyRate: '2', containerSizeId: null }),
      [],
      air,
    );
    expect(line).toMatchObject({
      unitSell: '2.00',
      sellRule: 'fixed',
      tier: { id: 7, name: 'Gold' },
      baseBuy: null,
      baseSell: null,
      exchangeRate: null,
      warning: "No exchange rate for EUR to AED: the tier's margin is not applied",
    });
  });

  it('needs no exchange rate for a percentage margin', () => {
    const line = priceLine(charge({ currency: 'EUR', buyRate: '100' }), [], sea);
    expect(line).toMatchObject({
      unitSell: '110.00',
      baseSell: null,
      warning: 'No exchange rate for EUR to AED',
    });
  });

  it('sells at buy with a warning when neither a sell rate nor a tier prices it', () => {
    const line = priceLine(charge({}), [], { ...sea, tier: null });
    expect(line).toMatchObject({
      unitSell: '1000.00',
      tier: null,
      warning: 'No sell rate and the customer has no tier: sold at the buy rate',
    });
  });
});

describe('priceLine: quantity by basis', () => {
  it.each<[PricingCharge['basis'], PricingContext, string]>([
    ['perShipment', sea, '1'],
    ['perBl', sea, '1'],
    ['perKg', air, '120.5'],
    // 0.7231 m³ is billed as 0.724, never less than was shipped.
    ['perCbm', air, '0.724'],
  ])('%s', (basis, ctx, quantity) => {
    expect(priceLine(charge({ basis, containerSizeId: null }), [], ctx).quantity).toBe(quantity);
  });

  it('counts a general per-container charge on the containers no sized charge of its name prices', () => {
    const general = charge({ leg: 'originPort', label: 'THC', buyRate: '100', containerSizeId: null });
    const highCube = charge({ leg: 'originPort', label: 'thc', buyRate: '150', containerSizeId: 2 });
    const all = [general, highCube];
    expect(priceLine(general, all, sea).quantity).toBe('2');
    expect(priceLine(highCube, all, sea).quantity).toBe('1');
    expect(priceLine(general, [general], sea).quantity).toBe('3');
  });

  it('reports a per-CBM charge on a sea FCL without packages', () => {
    const line = priceLine(charge({ basis: 'perCbm', containerSizeId: null }), [], sea);
    expect(line).toMatchObject({
      quantity: '0',
      buy: '0.00',
      warning: "Per CBM needs the cargo's volume: add its packages",
    });
  });
});

describe('priceOption', () => {
  it('totals per currency and in the base currency, lines in route order', () => {
    const option = priceOption(
      header('a'),
      [
        charge({
          leg: 'destinationPort',
          label: 'DO Fee',
          basis: 'perBl',
          currency: 'AED',
          buyRate: '300',
          sellRate: '350',
          containerSizeId: null,
        }),
        charge({ sellRate: '1200' }),
        charge({ containerSizeId: 2, buyRate: '1500' }),
        charge({ leg: 'originPort', label: 'THC', buyRate: '100', sellRate: '120', containerSizeId: null }),
      ],
      sea,
    );
    expect(option.lines.map((l) => l.label)).toEqual(['THC', 'Ocean Freight', 'Ocean Freight', 'DO Fee']);
    expect(option.totals).toEqual([
      { currency: 'AED', buy: '300.00', sell: '350.00' },
      // 300 + 2000 + 1500; 360 + 2400 + 1650.
      { currency: 'USD', buy: '3800.00', sell: '4410.00' },
    ]);
    // 3800 × 3.6725 + 300; 4410 × 3.6725 + 350.
    expect(option.baseTotal).toEqual({ currency: 'AED', buy: '14255.50', sell: '16545.73' });
    expect(option.flags).toEqual([]);
  });

  it('has no base total when a line cannot be converted', () => {
    const option = priceOption(header('a'), [charge({ currency: 'EUR', sellRate: '900' })], sea);
    expect(option.baseTotal).toBeNull();
    expect(option.totals).toEqual([{ currency: 'EUR', buy: '2000.00', sell: '1800.00' }]);
    expect(option.lines[0]?.warning).toBe('No exchange rate for EUR to AED');
  });

  it('flags each selected leg nothing prices, never silently cheaper', () => {
    const option = priceOption(header('a'), [charge({ sellRate: '1200' })], sea);
    expect(option.flags).toEqual([
      { leg: 'originPort', message: 'No origin charges for Nhava Sheva' },
      { leg: 'freightCharge', message: "No freight rate for 40' High Cube" },
      { leg: 'destinationPort', message: 'No destination charges for Jebel Ali' },
    ]);
  });

  it('flags transport legs by their places', () => {
    const ctx: PricingContext = {
      ...sea,
      legs: {
        ...DEFAULT_ROUTE_LEGS,
        originPickupPoint: true,
        originCustomPoint: true,
        originPort: true,
        destinationFinalPoint: true,
      },
      legPlaces: {
        originPickupPoint: 'Pune',
        originCustomPoint: 'ICD Tughlakabad',
        originPort: 'Nhava Sheva',
        destinationFinalPoint: 'Dubai',
      },
    };
    const messages = priceOption(header('a'), [charge({}), charge({ containerSizeId: 2 })], ctx).flags.map(
      (f) => f.message,
    );
    expect(messages).toEqual([
      'No origin transport charges from Pune',
      'No origin transport charges from ICD Tughlakabad',
      'No origin charges for Nhava Sheva',
      'No destination transport charges to Dubai',
    ]);
  });

  it('flags a line that could not be counted or marked up', () => {
    const option = priceOption(
      header('a'),
      [charge({ basis: 'perKg', currency: 'EUR', containerSizeId: null })],
      air,
    );
    expect(option.flags).toEqual([
      {
        leg: 'freightCharge',
        message: "Ocean Freight: No exchange rate for EUR to AED: the tier's margin is not applied",
      },
    ]);
  });
});

describe('sortPricedOptions: SPEC §3 sort options', () => {
  const option = (key: string, sell: string | null, validTill: string): PricedOption => ({
    ...header(key, validTill),
    lines: [],
    totals: [],
    baseTotal: sell === null ? null : { currency: 'AED', buy: '0.00', sell },
    flags: [],
  });
  const options = [
    option('b', '900.00', '2025-07-31'),
    option('n', null, '2025-06-10'),
    option('a', '1200.00', '2025-06-15'),
    option('c', '150.00', '2025-12-31'),
  ];
  const keys = (sort: Parameters<typeof sortPricedOptions>[1]) =>
    sortPricedOptions(options, sort).map((o) => o.key);

  it.each([
    ['rate_asc', ['c', 'b', 'a', 'n']],
    ['rate_desc', ['a', 'b', 'c', 'n']],
    ['nearest_validity', ['n', 'a', 'b', 'c']],
    ['longest_validity', ['c', 'b', 'a', 'n']],
  ] as const)('%s', (sort, expected) => {
    expect(keys(sort)).toEqual(expected);
  });
});
