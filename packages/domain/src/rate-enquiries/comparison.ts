import { z } from 'zod';
import { fromHundredths, toHundredths } from '../customer-kycs/tiers';
import { CHARGE_BASES, type ChargeBasis, type RouteLeg } from '../rates/codes';
import { type PricingContext, priceLine } from '../rates/pricing';
import { type PackageMeasures, volumeCbm } from '../rates/units';
import type { FreightType } from '../reference/paths';
import { ANSWER_SOURCES, type AnswerSource, FORWARD_STATUSES } from './codes';
import { type ForwardAnswerLine, REQUIRED_CHARGES, type RequiredCharge } from './forward-schemas';

/**
 * The comparison of the vendors' answers to a forwarded enquiry (PRODUCT §2.3): each answer
 * normalised to one basis, the total for this enquiry's cargo, in the company's base currency at
 * its stored exchange rates, so answers quoted per container, per kg or per shipment, in any
 * currency, line up. The quantities and the conversion are the rate engine's own (priceLine), so
 * an answer totals here as it does when a quote is built from it.
 */

/** The route leg each checklist charge prices: lines of one leg and name share the per-size rule. */
export const REQUIRED_CHARGE_LEG: Record<RequiredCharge, RouteLeg> = {
  freight: 'freightCharge',
  surcharges: 'freightCharge',
  originCharges: 'originPort',
  destinationCharges: 'destinationPort',
  pickup: 'originPickupPoint',
  delivery: 'destinationFinalPoint',
};

/** The leg an answer line prices: its checklist charge's, and freight for an extra charge (no checklist key). */
export function answerLineLeg(line: Pick<ForwardAnswerLine, 'chargeKey'>): RouteLeg {
  return line.chargeKey ? REQUIRED_CHARGE_LEG[line.chargeKey] : 'freightCharge';
}

/** The cargo every answer is totalled for. */
export type ComparisonCargo = {
  mode: FreightType;
  containers: readonly { containerSizeId: number; count: number; name: string }[];
  /** Per kg: air chargeable weight; sea gross weight. Null when the enquiry has no weight. */
  weightKg: number | null;
  /** Per CBM: the packages' volume; null without packages. */
  cbm: number | null;
};

/** The enquiry fields the cargo is read from (as stored: decimals are text). */
export type ComparisonEnquiry = {
  mode: FreightType;
  containers: readonly { containerSizeId: number; count: number; containerSizeName?: string }[];
  packages: readonly PackageMeasures[];
  chargeableWeightKg: string | null;
  grossWeightKg: string | null;
};

const decimalOrNull = (value: string | null) => (value === null || value === '' ? null : Number(value));

/** Per kg bills the air chargeable weight (volumetric or gross, the larger) and sea's gross weight. */
export function comparisonCargoOf(enquiry: ComparisonEnquiry): ComparisonCargo {
  return {
    mode: enquiry.mode,
    containers: enquiry.containers.map((c) => ({
      containerSizeId: c.containerSizeId,
      count: c.count,
      name: c.containerSizeName ?? '',
    })),
    weightKg: decimalOrNull(enquiry.mode === 'air' ? enquiry.chargeableWeightKg : enquiry.grossWeightKg),
    cbm: enquiry.packages.length > 0 ? volumeCbm(enquiry.packages) : null,
  };
}

/** The company's base currency and its exchange rates (base units per one unit) on the day. */
export type ComparisonCurrencies = {
  baseCurrency: string | null;
  exchangeRates: Readonly<Record<string, string>>;
};

export const comparisonLineSchema = z.object({
  chargeKey: z.enum(REQUIRED_CHARGES).nullable(),
  chargeName: z.string(),
  basis: z.enum(CHARGE_BASES),
  /** How many of the basis this cargo is: containers, kg, CBM, or 1 a shipment or B/L. */
  quantity: z.string(),
  currency: z.string(),
  unitAmount: z.string(),
  /** unitAmount × quantity, in the line's currency. */
  amount: z.string(),
  /** The amount in the base currency; null when no exchange rate is stored. */
  baseAmount: z.string().nullable(),
  exchangeRate: z.string().nullable(),
  /** Why the line could not be counted or converted. */
  warning: z.string().nullable(),
});
export type ComparisonLine = z.infer<typeof comparisonLineSchema>;

export const comparisonItemSchema = z.object({
  forwardId: z.number().int(),
  answerId: z.number().int(),
  vendor: z.object({ id: z.number().int(), name: z.string() }),
  source: z.enum(ANSWER_SOURCES),
  shippingLine: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  validFrom: z.string(),
  validTill: z.string(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  lines: z.array(comparisonLineSchema),
  /** The answer's total for the enquiry's cargo in the base currency; null when a line is unconverted. */
  total: z.string().nullable(),
  /** The currencies no exchange rate converts (never guessed). */
  missingRates: z.array(z.string()),
  /** The required charges no line prices. */
  missingCharges: z.array(z.enum(REQUIRED_CHARGES)),
  /** Converted, every line counted, every required charge priced: only these can be the cheapest. */
  isComplete: z.boolean(),
  isCheapest: z.boolean(),
  isFastest: z.boolean(),
});
export type ComparisonItem = z.infer<typeof comparisonItemSchema>;

/** GET forwardComparison: the answers side by side, cheapest complete first. */
export const forwardComparisonSchema = z.object({
  baseCurrency: z.string().nullable(),
  items: z.array(comparisonItemSchema),
  /** How the enquiry's forwards stand (how many still wait, how many declined). */
  forwardCounts: z.record(z.enum(FORWARD_STATUSES), z.number().int()),
});
export type ForwardComparison = z.infer<typeof forwardComparisonSchema>;

/** One answer as the comparison reads it. */
export type ComparableAnswer = Omit<
  ComparisonItem,
  'lines' | 'total' | 'missingRates' | 'missingCharges' | 'isComplete' | 'isCheapest' | 'isFastest'
> & {
  source: AnswerSource;
  lines: readonly ForwardAnswerLine[];
  requiredCharges: readonly RequiredCharge[];
};

const contextOf = (cargo: ComparisonCargo, currencies: ComparisonCurrencies): PricingContext => ({
  mode: cargo.mode,
  // priceLine reads no legs or places: quantities come from the cargo alone.
  legs: {
    originPickupPoint: false,
    originCustomPoint: false,
    originPort: false,
    freightCharge: true,
    destinationPort: false,
    destinationCustomPoint: false,
    destinationFinalPoint: false,
  },
  cargo: { containers: cargo.containers, chargeableKg: cargo.weightKg, cbm: cargo.cbm },
  tier: null,
  baseCurrency: currencies.baseCurrency,
  exchangeRates: currencies.exchangeRates,
  legPlaces: {},
});

/**
 * An answer's lines for this cargo: per container × the enquiry's count of that size (a line for
 * every size leaves the sizes a same-named sized line prices), per kg × the weight, per CBM × the
 * volume, per shipment and per B/L × 1; each converted at the stored rate, or flagged.
 */
export function normaliseAnswerLines(
  lines: readonly ForwardAnswerLine[],
  cargo: ComparisonCargo,
  currencies: ComparisonCurrencies,
): { lines: ComparisonLine[]; total: string | null; missingRates: string[] } {
  const ctx = contextOf(cargo, currencies);
  // The buy is what is compared: the vendor's price is both sides of the engine's line.
  const charges = lines.map((line) => ({
    leg: answerLineLeg(line),
    label: line.chargeName,
    basis: line.basis as ChargeBasis,
    currency: line.currency,
    buyRate: String(line.buyAmount),
    sellRate: String(line.buyAmount),
    source: { type: 'validRate' as const, id: 0 },
    containerSizeId: line.containerSizeId ?? null,
  }));
  const priced = charges.map((charge) => priceLine(charge, charges, ctx));
  const missingRates = [...new Set(priced.filter((p) => p.baseBuy === null).map((p) => p.currency))].sort();
  const total = missingRates.length
    ? null
    : fromHundredths(priced.reduce((sum, p) => sum + toHundredths(p.baseBuy as string), 0n));
  return {
    lines: priced.map((p, i) => ({
      chargeKey: lines[i]?.chargeKey ?? null,
      chargeName: p.label,
      basis: p.basis,
      quantity: p.quantity,
      currency: p.currency,
      unitAmount: p.unitBuy,
      amount: p.buy,
      baseAmount: p.baseBuy,
      exchangeRate: p.exchangeRate,
      warning: p.warning,
    })),
    total,
    missingRates,
  };
}

const minOf = (values: bigint[]) =>
  values.reduce<bigint | null>((m, v) => (m === null || v < m ? v : m), null);

/**
 * Every answer normalised and marked: the cheapest among the complete ones (an incomplete total
 * must never read as the cheapest), the fastest by transit days; ties mark each. Ordered cheapest
 * complete first, then the incomplete, each by total, then by forward.
 */
export function compareAnswers(
  answers: readonly ComparableAnswer[],
  cargo: ComparisonCargo,
  currencies: ComparisonCurrencies,
): ComparisonItem[] {
  const items = answers.map(({ requiredCharges, lines, ...answer }) => {
    const normal = normaliseAnswerLines(lines, cargo, currencies);
    const missingCharges = requiredCharges.filter((key) => !lines.some((line) => line.chargeKey === key));
    const isComplete =
      normal.total !== null && missingCharges.length === 0 && normal.lines.every((l) => l.warning === null);
    return {
      ...answer,
      ...normal,
      missingCharges,
      isComplete,
      isCheapest: false,
      isFastest: false,
    };
  });
  const cents = (item: ComparisonItem) => (item.total === null ? null : toHundredths(item.total));
  const cheapest = minOf(items.filter((i) => i.isComplete).map((i) => cents(i) as bigint));
  const transits = items.map((i) => i.transitDays).filter((d): d is number => d !== null);
  const fastest = transits.length ? Math.min(...transits) : null;
  for (const item of items) {
    item.isCheapest = item.isComplete && cents(item) === cheapest;
    item.isFastest = item.transitDays !== null && item.transitDays === fastest;
  }
  const order = (a: ComparisonItem, b: ComparisonItem) => {
    const x = cents(a);
    const y = cents(b);
    const byTotal =
      x === null || y === null ? Number(x === null) - Number(y === null) : x < y ? -1 : x > y ? 1 : 0;
    return Number(b.isComplete) - Number(a.isComplete) || byTotal || a.forwardId - b.forwardId;
  };
  return items.sort(order);
}
