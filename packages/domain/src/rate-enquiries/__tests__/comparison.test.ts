import { describe, expect, it } from 'vitest';
import {
  type ComparableAnswer,
  type ComparisonCargo,
  compareAnswers,
  comparisonCargoOf,
  normaliseAnswerLines,
} from '../comparison';
import { forwardDeadlineProblem, forwardReminderAt, forwardResultsMessage } from '../enquiry-forward-schemas';
import type { ForwardAnswerLine } from '../forward-schemas';

const SEA: ComparisonCargo = {
  mode: 'sea',
  containers: [
    { containerSizeId: 20, count: 2, name: "20'" },
    { containerSizeId: 40, count: 1, name: "40'" },
  ],
  weightKg: 24_000,
  cbm: null,
};
const AIR: ComparisonCargo = { mode: 'air', containers: [], weightKg: 312.5, cbm: 1.44 };
const AED = { baseCurrency: 'AED', exchangeRates: { USD: '3.6725', EUR: '4' } };

const line = (overrides: Partial<ForwardAnswerLine>): ForwardAnswerLine => ({
  chargeKey: 'freight',
  chargeName: 'Freight',
  basis: 'perContainer',
  currency: 'AED',
  buyAmount: 100,
  containerSizeId: null,
  ...overrides,
});

describe('normaliseAnswerLines: one basis, this cargo', () => {
  it.each([
    ['per container, every size: × all containers', SEA, line({ buyAmount: 100 }), '3', '300.00'],
    ['per container of a size: × its count', SEA, line({ containerSizeId: 20 }), '2', '200.00'],
    ['per container of a size the cargo lacks: nothing', SEA, line({ containerSizeId: 45 }), '0', '0.00'],
    ['per kg on air: × chargeable weight', AIR, line({ basis: 'perKg', buyAmount: 2 }), '312.5', '625.00'],
    ['per kg on sea: × gross weight', SEA, line({ basis: 'perKg', buyAmount: 0.05 }), '24000', '1200.00'],
    ['per CBM: × volume', AIR, line({ basis: 'perCbm', buyAmount: 50 }), '1.44', '72.00'],
    ['per shipment: × 1', SEA, line({ basis: 'perShipment', buyAmount: 75.5 }), '1', '75.50'],
    ['per B/L: × 1', AIR, line({ basis: 'perBl', buyAmount: 40 }), '1', '40.00'],
  ])('%s', (_name, cargo, answerLine, quantity, amount) => {
    const [priced] = normaliseAnswerLines([answerLine], cargo, AED).lines;
    expect(priced?.quantity).toBe(quantity);
    expect(priced?.amount).toBe(amount);
    expect(priced?.baseAmount).toBe(amount);
  });

  it('leaves to a sized line the containers it prices, so a size is never charged twice', () => {
    const result = normaliseAnswerLines(
      [line({ buyAmount: 100 }), line({ containerSizeId: 40, buyAmount: 180 })],
      SEA,
      AED,
    );
    expect(result.lines.map((l) => [l.quantity, l.amount])).toEqual([
      ['2', '200.00'],
      ['1', '180.00'],
    ]);
    expect(result.total).toBe('380.00');
  });

  it('converts each currency at the stored rate, rounding half up to the cent', () => {
    const result = normaliseAnswerLines(
      [
        line({ currency: 'USD', buyAmount: 1000 }),
        line({ basis: 'perBl', currency: 'EUR', buyAmount: 33.33 }),
      ],
      SEA,
      AED,
    );
    expect(result.lines.map((l) => [l.amount, l.exchangeRate, l.baseAmount])).toEqual([
      ['3000.00', '3.6725', '11017.50'],
      ['33.33', '4', '133.32'],
    ]);
    expect(result.total).toBe('11150.82');
    expect(result.missingRates).toEqual([]);
  });

  it('flags a currency without a rate and gives no total, never a guess', () => {
    const result = normaliseAnswerLines(
      [line({ currency: 'INR', buyAmount: 9000 }), line({ currency: 'GBP', basis: 'perBl' }), line({})],
      SEA,
      AED,
    );
    expect(result.total).toBeNull();
    expect(result.missingRates).toEqual(['GBP', 'INR']);
    expect(result.lines[0]?.baseAmount).toBeNull();
    expect(result.lines[0]?.warning).toBe('No exchange rate for INR to AED');
    expect(result.lines[2]?.baseAmount).toBe('300.00');
  });

  it('flags a basis the cargo cannot count (per CBM without packages)', () => {
    const [priced] = normaliseAnswerLines([line({ basis: 'perCbm' })], SEA, AED).lines;
    expect(priced?.quantity).toBe('0');
    expect(priced?.warning).toContain("needs the cargo's volume");
  });

  it('converts nothing without a base currency', () => {
    const result = normaliseAnswerLines([line({})], SEA, { baseCurrency: null, exchangeRates: {} });
    expect(result.total).toBeNull();
    expect(result.missingRates).toEqual(['AED']);
  });
});

describe('comparisonCargoOf', () => {
  const pkg = {
    count: 2,
    length: 100,
    width: 80,
    height: 60,
    dimensionUnit: 'Centimeter' as const,
    grossWeight: 150,
    weightUnit: 'Kgs' as const,
  };
  it.each([
    ['air bills its chargeable weight', 'air' as const, 320, 0.96],
    ['sea bills its gross weight', 'sea' as const, 300, 0.96],
  ])('%s', (_name, mode, weightKg, cbm) => {
    const cargo = comparisonCargoOf({
      mode,
      containers: [],
      packages: [pkg],
      chargeableWeightKg: '320.0',
      grossWeightKg: '300.000',
    });
    expect(cargo.weightKg).toBe(weightKg);
    expect(cargo.cbm).toBeCloseTo(cbm, 6);
  });

  it('has no weight or volume without them', () => {
    const cargo = comparisonCargoOf({
      mode: 'sea',
      containers: [{ containerSizeId: 1, count: 2, containerSizeName: "20'" }],
      packages: [],
      chargeableWeightKg: null,
      grossWeightKg: null,
    });
    expect(cargo).toEqual({
      mode: 'sea',
      containers: [{ containerSizeId: 1, count: 2, name: "20'" }],
      weightKg: null,
      cbm: null,
    });
  });
});

const answer = (
  forwardId: number,
  lines: ForwardAnswerLine[],
  transitDays: number | null,
  requiredCharges: ComparableAnswer['requiredCharges'] = ['freight'],
): ComparableAnswer => ({
  forwardId,
  answerId: forwardId * 10,
  vendor: { id: forwardId, name: `Vendor ${forwardId}` },
  source: 'vendorLink',
  shippingLine: null,
  validFrom: '2026-01-01',
  validTill: '2026-02-01',
  transitDays,
  freeDays: null,
  lines,
  requiredCharges,
});

describe('compareAnswers', () => {
  it('marks the cheapest complete answer and the fastest, and orders cheapest complete first', () => {
    const items = compareAnswers(
      [
        answer(1, [line({ currency: 'USD', buyAmount: 1000 })], 20), // 3 × 1000 USD = 11017.50 AED
        answer(2, [line({ currency: 'EUR', buyAmount: 900 })], 25), // 3 × 900 EUR = 10800.00 AED
        answer(3, [line({ currency: 'INR', buyAmount: 10 })], 18), // no INR rate: no total
        answer(4, [line({ chargeKey: 'originCharges', buyAmount: 1 })], null, ['freight', 'originCharges']),
      ],
      SEA,
      AED,
    );
    expect(items.map((i) => [i.forwardId, i.total, i.isComplete, i.isCheapest, i.isFastest])).toEqual([
      [2, '10800.00', true, true, false],
      [1, '11017.50', true, false, false],
      // Cheaper than all, but it prices no freight: never the cheapest.
      [4, '3.00', false, false, false],
      [3, null, false, false, true],
    ]);
    expect(items.find((i) => i.forwardId === 4)?.missingCharges).toEqual(['freight']);
    expect(items.find((i) => i.forwardId === 3)?.missingRates).toEqual(['INR']);
  });

  it('marks every answer of a tie', () => {
    const items = compareAnswers(
      [answer(1, [line({})], 10), answer(2, [line({})], 10), answer(3, [line({ buyAmount: 101 })], 12)],
      SEA,
      AED,
    );
    expect(items.map((i) => [i.forwardId, i.isCheapest, i.isFastest])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, false, false],
    ]);
  });

  it('marks nothing when there is nothing to compare', () => {
    expect(compareAnswers([], SEA, AED)).toEqual([]);
    const [only] = compareAnswers([answer(1, [line({ currency: 'INR' })], null)], SEA, AED);
    expect(only?.isCheapest).toBe(false);
    expect(only?.isFastest).toBe(false);
  });
});

describe('forwarding rules', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it.each([
    [-1, 'Deadline must be in the future'],
    [0, 'Deadline must be in the future'],
    [1, null],
    [7 * 24, null],
    [7 * 24 + 1, 'Deadline must be at most 7 days away'],
  ])('a deadline %i h away: %s', (hours, problem) => {
    expect(forwardDeadlineProblem(later(hours), now)).toBe(problem);
  });

  it.each([
    [72, 48],
    [48, 24],
    [30, 15],
    [10, 5],
    [7 * 24, 6 * 24],
  ])('a %i h deadline reminds after %i h', (deadlineHours, remindHours) => {
    expect(forwardReminderAt(now, later(deadlineHours))).toEqual(later(remindHours));
  });

  it.each([
    [['received', 'received'], 'Forwarded to 2 vendors.'],
    [['received', 'alreadyForwarded'], 'Forwarded to 1 vendor; 1 already forwarded.'],
    [['alreadyForwarded'], '1 already forwarded.'],
  ] as const)('says what happened: %j', (outcomes, message) => {
    expect(forwardResultsMessage(outcomes.map((outcome) => ({ outcome })))).toBe(message);
  });
});
