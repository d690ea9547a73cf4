import { TIER_MARGIN_TYPE, type TierMarginType } from './codes';

/** The modes a tier prices: sea per container, air per kg. */
export const TIER_MODES = ['sea', 'air'] as const;
export type TierMode = (typeof TIER_MODES)[number];
export const TIER_MODE_LABELS: Record<TierMode, string> = { sea: 'Sea', air: 'Air' };
/** What one price of the mode is for: a sea rate per container, an air rate per kg. */
export const TIER_MODE_UNITS: Record<TierMode, string> = { sea: 'container', air: 'kg' };

/** Money and percentages in tiers carry two decimals: amounts in cents, percentages in hundredths. */
export const TIER_DECIMALS = 2;
/** A percentage margin may be at most this (a tenfold mark-up). */
export const TIER_MAX_PERCENT = 1000;

/** What pricing reads of a tier; every amount is a decimal string in the tier's currency. */
export type TierPricing = {
  seaMarginType: TierMarginType;
  seaMargin: string;
  seaMinMargin: string | null;
  airMarginType: TierMarginType;
  airMargin: string;
  airMinMargin: string | null;
};

/** Which rule gave the margin: the tier's percentage, its fixed amount, or its minimum. */
export type TierPriceRule = TierMarginType | 'minimum';

export type TierPrice = { sell: string; margin: string; rule: TierPriceRule };

const SCALE = 10n ** BigInt(TIER_DECIMALS);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string as an integer count of hundredths ('12.5' → 1250n, '-85' → -8500n: a
 * negotiated discount line is negative). Digits past the second decimal must be zeros: a numeric
 * column of a larger scale answers '12.5000', and anything finer than a cent is not money this
 * rule prices.
 */
export function toHundredths(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  const fraction = match?.[3] ?? '';
  if (!match || /[^0]/.test(fraction.slice(TIER_DECIMALS))) {
    throw new RangeError(`Not an amount with at most ${TIER_DECIMALS} decimals: '${value}'`);
  }
  const abs =
    BigInt(match[2] as string) * SCALE + BigInt(fraction.slice(0, TIER_DECIMALS).padEnd(TIER_DECIMALS, '0'));
  return match[1] ? -abs : abs;
}

/** Hundredths as a decimal string with exactly two decimals (1250n → '12.50'). */
export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const fraction = (abs % SCALE).toString().padStart(TIER_DECIMALS, '0');
  return `${sign}${abs / SCALE}.${fraction}`;
}

/** A stored amount with two decimals: '12.5000' → '12.50'. */
export const formatTierAmount = (value: string) => fromHundredths(toHundredths(value));

/** a / b for non-negative a and positive b, halves rounded up. */
const divideRoundingHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/**
 * PRODUCT §2.4: sell = buy × (1 + the tier's margin for the mode), or buy + its fixed amount, and
 * never less than buy + the mode's minimum margin. `buy` is in the tier's currency (the caller
 * converts); the sums run on integer hundredths, so no float rounding touches them, and a
 * percentage margin is rounded to the cent, halves up.
 */
export function priceWithTier(buy: string, mode: TierMode, tier: TierPricing): TierPrice {
  const buyCents = toHundredths(buy);
  if (buyCents < 0n) throw new RangeError(`A buy rate is never negative: '${buy}'`);
  const type = mode === 'sea' ? tier.seaMarginType : tier.airMarginType;
  const value = toHundredths(mode === 'sea' ? tier.seaMargin : tier.airMargin);
  const minimum = mode === 'sea' ? tier.seaMinMargin : tier.airMinMargin;
  // A percentage in hundredths of a percent: cents × hundredths / 10 000.
  const byRule =
    type === TIER_MARGIN_TYPE.percent ? divideRoundingHalfUp(buyCents * value, 100n * SCALE) : value;
  const floor = minimum === null ? 0n : toHundredths(minimum);
  const margin = byRule < floor ? floor : byRule;
  return {
    sell: fromHundredths(buyCents + margin),
    margin: fromHundredths(margin),
    rule: byRule < floor ? 'minimum' : type,
  };
}

/** How a tier's margin for a mode reads: '12.50 %' or 'USD 150.00 per container'. */
export function formatTierMargin(tier: TierPricing & { currency: string }, mode: TierMode): string {
  const value = mode === 'sea' ? tier.seaMargin : tier.airMargin;
  const type = mode === 'sea' ? tier.seaMarginType : tier.airMarginType;
  return type === TIER_MARGIN_TYPE.percent
    ? `${value} %`
    : `${tier.currency} ${value} per ${TIER_MODE_UNITS[mode]}`;
}
