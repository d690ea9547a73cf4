import {
  fromHundredths,
  priceWithTier,
  type TierMode,
  type TierPricing,
  toHundredths,
} from '../customer-kycs/tiers';
import {
  CHARGE_BASIS,
  type ChargeBasis,
  type RateSort,
  ROUTE_LEG_LABELS,
  ROUTE_LEGS,
  type RouteLeg,
  type RouteLegSelection,
} from './codes';
import type {
  PRICE_SOURCE_TYPES,
  PricedLine,
  PricedOption,
  PriceTotal,
  SELL_RULES,
} from './rate-wizard-schemas';

export type PriceSourceType = (typeof PRICE_SOURCE_TYPES)[number];
export type SellRule = (typeof SELL_RULES)[number];

/** The customer's tier as pricing reads it: its margins, in its currency. */
export type PricingTier = TierPricing & { id: number; name: string; currency: string };

/** A freight rate, local charge or transport charge already chosen for an option. */
export type PricingCharge = {
  leg: RouteLeg;
  label: string;
  basis: ChargeBasis;
  currency: string;
  buyRate: string;
  /** The record's explicit sell rate; null: the customer's tier prices it. */
  sellRate: string | null;
  source: { type: PriceSourceType; id: number };
  /**
   * The container size it is for; null: every container, less those a charge of the same leg and
   * name prices by size (a 40' THC beside a general THC never charges the 40' twice).
   */
  containerSizeId: number | null;
};

export type PricingCargo = {
  containers: readonly { containerSizeId: number; count: number; name: string }[];
  /** Air chargeable weight (already rounded up to the half kg); null when no packages are given. */
  chargeableKg: number | null;
  /** Package volume in m³; null when no packages are given (sea FCL by containers alone). */
  cbm: number | null;
};

export type PricingContext = {
  mode: TierMode;
  legs: RouteLegSelection;
  cargo: PricingCargo;
  tier: PricingTier | null;
  /** The company's base currency; null when it has none (then nothing is converted). */
  baseCurrency: string | null;
  /** Base-currency units per one unit of each currency (the company's exchange rates on the day). */
  exchangeRates: Readonly<Record<string, string>>;
  /** The place each leg reaches (port, custom point or city name), for its flag. */
  legPlaces: Partial<Record<RouteLeg, string>>;
};

/** What the search knows of an option before its lines are priced. */
export type OptionHeader = Omit<PricedOption, 'lines' | 'totals' | 'baseTotal' | 'flags'>;

// Exchange rates are numeric(20, 10): ten decimals, as a scaled integer.
const RATE_SCALE = 10n ** 10n;
const RATE = /^(\d+)(?:\.(\d{1,10}))?$/;
// Quantities in thousandths: half kilograms and litres of volume are exact.
const QUANTITY_SCALE = 1000n;

const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** An exchange rate as an integer of 10⁻¹⁰ units, or null when it is not a positive decimal. */
export function parseExchangeRate(value: string): bigint | null {
  const match = RATE.exec(value.trim());
  if (!match) return null;
  const scaled = BigInt(match[1] as string) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(10, '0'));
  return scaled > 0n ? scaled : null;
}

const formatRate = (scaled: bigint) => {
  const fraction = (scaled % RATE_SCALE).toString().padStart(10, '0').replace(/0+$/, '');
  return fraction ? `${scaled / RATE_SCALE}.${fraction}` : `${scaled / RATE_SCALE}`;
};

const formatQuantity = (thousandths: bigint) => {
  const fraction = (thousandths % QUANTITY_SCALE).toString().padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${thousandths / QUANTITY_SCALE}.${fraction}` : `${thousandths / QUANTITY_SCALE}`;
};

/**
 * A quantity in thousandths, rounded up: a volume of 1.2341 m³ is billed as 1.235, never less
 * than was shipped. Float noise below 10⁻⁹ does not round a whole thousandth up.
 */
const toThousandths = (value: number) => BigInt(Math.ceil(value * 1000 - 1e-6));

/** The rate of a currency to the base, scaled; the base itself is 1; null when none is stored. */
function rateOf(currency: string, ctx: PricingContext): bigint | null {
  if (ctx.baseCurrency === null) return null;
  if (currency === ctx.baseCurrency) return RATE_SCALE;
  const stored = ctx.exchangeRates[currency];
  return stored === undefined ? null : parseExchangeRate(stored);
}

export const missingRateMessage = (currency: string, base: string | null) =>
  base === null
    ? `No base currency to convert ${currency} into`
    : `No exchange rate for ${currency} to ${base}`;

type Quantity = { thousandths: bigint } | { missing: string };

function quantityOf(charge: PricingCharge, all: readonly PricingCharge[], ctx: PricingContext): Quantity {
  const { cargo } = ctx;
  const basis = CHARGE_BASIS[charge.basis];
  switch (charge.basis) {
    case 'perShipment':
    case 'perBl':
      return { thousandths: QUANTITY_SCALE };
    case 'perKg':
      return cargo.chargeableKg === null
        ? { missing: `${basis} needs the cargo's weight: add its packages` }
        : { thousandths: toThousandths(cargo.chargeableKg) };
    case 'perCbm':
      return cargo.cbm === null
        ? { missing: `${basis} needs the cargo's volume: add its packages` }
        : { thousandths: toThousandths(cargo.cbm) };
    case 'perContainer': {
      if (cargo.containers.length === 0) return { missing: `${basis} needs containers` };
      const sameCharge = (other: PricingCharge) =>
        other.leg === charge.leg && other.label.trim().toLowerCase() === charge.label.trim().toLowerCase();
      const bySize = new Set(
        all
          .filter((o) => o !== charge && o.containerSizeId !== null && sameCharge(o))
          .map((o) => o.containerSizeId),
      );
      const count = cargo.containers
        .filter((c) =>
          charge.containerSizeId === null
            ? !bySize.has(c.containerSizeId)
            : c.containerSizeId === charge.containerSizeId,
        )
        .reduce((sum, c) => sum + c.count, 0);
      return { thousandths: BigInt(count) * QUANTITY_SCALE };
    }
  }
}

/**
 * The tier with its amounts (a fixed margin, a minimum) in the line's currency. A percentage
 * without a minimum has no currency. Otherwise the amounts are converted through the base
 * currency's exchange rates (tier → base → line), rounded half up to the cent; without a rate the
 * margin is not guessed: the currency missing is answered instead.
 */
function tierInCurrency(
  tier: PricingTier,
  mode: TierMode,
  currency: string,
  ctx: PricingContext,
): { pricing: TierPricing } | { missing: string } {
  const sea = mode === 'sea';
  const type = sea ? tier.seaMarginType : tier.airMarginType;
  const minimum = sea ? tier.seaMinMargin : tier.airMinMargin;
  if (tier.currency === currency || (type === 'percent' && minimum === null)) return { pricing: tier };
  const tierRate = rateOf(tier.currency, ctx);
  const lineRate = rateOf(currency, ctx);
  if (tierRate === null) return { missing: tier.currency };
  if (lineRate === null) return { missing: currency };
  const convert = (amount: string) => fromHundredths(divideHalfUp(toHundredths(amount) * tierRate, lineRate));
  const margin = sea ? tier.seaMargin : tier.airMargin;
  const converted = {
    margin: type === 'fixed' ? convert(margin) : margin,
    minimum: minimum === null ? null : convert(minimum),
  };
  return {
    pricing: sea
      ? { ...tier, seaMargin: converted.margin, seaMinMargin: converted.minimum }
      : { ...tier, airMargin: converted.margin, airMinMargin: converted.minimum },
  };
}

type Sell = { unitSell: string; rule: SellRule; tier: PricedLine['tier']; warning: string | null };

/** Sell: the explicit sell rate, else the tier's rule on the unit buy (PRODUCT §2.4). */
function sellOf(charge: PricingCharge, ctx: PricingContext): Sell {
  const unitBuy = fromHundredths(toHundredths(charge.buyRate));
  if (charge.sellRate !== null) {
    return {
      unitSell: fromHundredths(toHundredths(charge.sellRate)),
      rule: 'explicit',
      tier: null,
      warning: null,
    };
  }
  const { tier, mode } = ctx;
  if (tier === null) {
    return {
      unitSell: unitBuy,
      rule: 'cost',
      tier: null,
      warning: 'No sell rate and the customer has no tier: sold at the buy rate',
    };
  }
  const ref = { id: tier.id, name: tier.name };
  const isFreight = charge.source.type === 'validRate';
  const type = mode === 'sea' ? tier.seaMarginType : tier.airMarginType;
  // A tier's fixed margin and its minimum are per container (sea) or per kg (air) of freight, so they
  // go on the freight once; a charge takes only a percentage, or passes at cost.
  if (!isFreight && type !== 'percent') return { unitSell: unitBuy, rule: 'cost', tier: ref, warning: null };
  const chargeTier: PricingTier = isFreight ? tier : { ...tier, seaMinMargin: null, airMinMargin: null };
  const inCurrency = tierInCurrency(chargeTier, mode, charge.currency, ctx);
  if ('missing' in inCurrency) {
    return {
      unitSell: unitBuy,
      rule: type,
      tier: ref,
      warning: `${missingRateMessage(inCurrency.missing, ctx.baseCurrency)}: the tier's margin is not applied`,
    };
  }
  const priced = priceWithTier(unitBuy, mode, inCurrency.pricing);
  return { unitSell: priced.sell, rule: priced.rule, tier: ref, warning: null };
}

type LinePricing = { line: PricedLine; problem: string | null };

function pricedLine(charge: PricingCharge, all: readonly PricingCharge[], ctx: PricingContext): LinePricing {
  const quantity = quantityOf(charge, all, ctx);
  const sell = sellOf(charge, ctx);
  const unitBuyCents = toHundredths(charge.buyRate);
  const unitSellCents = toHundredths(sell.unitSell);
  const thousandths = 'missing' in quantity ? 0n : quantity.thousandths;
  const buyCents = divideHalfUp(unitBuyCents * thousandths, QUANTITY_SCALE);
  const sellCents = divideHalfUp(unitSellCents * thousandths, QUANTITY_SCALE);
  const rate = rateOf(charge.currency, ctx);
  // Not counted or not marked up: the option is flagged, not only the line.
  const problem = 'missing' in quantity ? quantity.missing : sell.warning;
  const unconverted =
    rate === null && ctx.baseCurrency !== null ? missingRateMessage(charge.currency, ctx.baseCurrency) : null;
  // The same missing rate, already named by the tier's warning, reads once.
  const warnings = [problem, unconverted && problem?.startsWith(unconverted) ? null : unconverted];
  const warning = warnings.filter((w) => w !== null).join('; ');
  const line: PricedLine = {
    leg: charge.leg,
    label: charge.label,
    basis: charge.basis,
    quantity: formatQuantity(thousandths),
    currency: charge.currency,
    unitBuy: fromHundredths(unitBuyCents),
    unitSell: fromHundredths(unitSellCents),
    buy: fromHundredths(buyCents),
    sell: fromHundredths(sellCents),
    source: charge.source,
    sellRule: sell.rule,
    tier: sell.tier,
    baseBuy: rate === null ? null : fromHundredths(divideHalfUp(buyCents * rate, RATE_SCALE)),
    baseSell: rate === null ? null : fromHundredths(divideHalfUp(sellCents * rate, RATE_SCALE)),
    exchangeRate: rate === null ? null : formatRate(rate),
    warning: warning === '' ? null : warning,
  };
  return { line, problem };
}

/**
 * One priced line: quantity by its basis, sell by its rule, converted to the base currency when a
 * rate is stored. `all` is the option's charges (a general per-container charge leaves the
 * containers a same-named sized charge prices).
 */
export const priceLine = (charge: PricingCharge, all: readonly PricingCharge[], ctx: PricingContext) =>
  pricedLine(charge, all, ctx).line;

/** "No destination charges for Jebel Ali": what each leg's flag says when nothing prices it. */
export function missingLegMessage(
  leg: Exclude<RouteLeg, 'freightCharge'>,
  place: string | undefined,
): string {
  const where = place ?? ROUTE_LEG_LABELS[leg];
  switch (leg) {
    case 'originPickupPoint':
    case 'originCustomPoint':
      return `No origin transport charges from ${where}`;
    case 'originPort':
      return `No origin charges for ${where}`;
    case 'destinationPort':
      return `No destination charges for ${where}`;
    case 'destinationCustomPoint':
    case 'destinationFinalPoint':
      return `No destination transport charges to ${where}`;
  }
}

function flagsOf(priced: readonly LinePricing[], charges: readonly PricingCharge[], ctx: PricingContext) {
  const flags: PricedOption['flags'] = [];
  for (const leg of ROUTE_LEGS) {
    if (!ctx.legs[leg]) continue;
    const ofLeg = charges.filter((c) => c.leg === leg);
    if (leg === 'freightCharge') {
      if (ctx.mode === 'sea') {
        for (const container of ctx.cargo.containers) {
          if (!ofLeg.some((c) => c.containerSizeId === container.containerSizeId)) {
            flags.push({ leg, message: `No freight rate for ${container.name}` });
          }
        }
      } else if (ofLeg.length === 0) {
        flags.push({ leg, message: `No freight rate for ${ctx.cargo.chargeableKg ?? 0} kg` });
      }
    } else if (ofLeg.length === 0) {
      flags.push({ leg, message: missingLegMessage(leg, ctx.legPlaces[leg]) });
    }
  }
  for (const { line, problem } of priced) {
    if (problem !== null) flags.push({ leg: line.leg, message: `${line.label}: ${problem}` });
  }
  return flags;
}

const sumBy = (lines: readonly PricedLine[], pick: (line: PricedLine) => string) =>
  fromHundredths(lines.reduce((sum, line) => sum + toHundredths(pick(line)), 0n));

/**
 * An option priced: its lines in route order, totals per currency, the total in the base
 * currency (null when a line could not be converted), and a flag for every selected leg that
 * nothing prices.
 */
export function priceOption(
  header: OptionHeader,
  charges: readonly PricingCharge[],
  ctx: PricingContext,
): PricedOption {
  const ordered = [...charges].sort((a, b) => ROUTE_LEGS.indexOf(a.leg) - ROUTE_LEGS.indexOf(b.leg));
  const priced = ordered.map((charge) => pricedLine(charge, ordered, ctx));
  const lines = priced.map((p) => p.line);
  const currencies = [...new Set(lines.map((l) => l.currency))].sort();
  const totals: PriceTotal[] = currencies.map((currency) => {
    const of = lines.filter((l) => l.currency === currency);
    return { currency, buy: sumBy(of, (l) => l.buy), sell: sumBy(of, (l) => l.sell) };
  });
  const converted =
    ctx.baseCurrency !== null && lines.every((l) => l.baseBuy !== null && l.baseSell !== null);
  const baseTotal =
    converted && ctx.baseCurrency !== null
      ? {
          currency: ctx.baseCurrency,
          buy: sumBy(lines, (l) => l.baseBuy as string),
          sell: sumBy(lines, (l) => l.baseSell as string),
        }
      : null;
  return { ...header, lines, totals, baseTotal, flags: flagsOf(priced, ordered, ctx) };
}

const baseSellOf = (option: PricedOption) =>
  option.baseTotal === null ? null : toHundredths(option.baseTotal.sell);

const compareBigints = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** By base total sell; an option without a base total sorts last either way. */
const byRate = (direction: 1 | -1) => (a: PricedOption, b: PricedOption) => {
  const x = baseSellOf(a);
  const y = baseSellOf(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  return direction * compareBigints(x, y);
};

const byValidTill = (direction: 1 | -1) => (a: PricedOption, b: PricedOption) =>
  direction * a.validTill.localeCompare(b.validTill);

/**
 * SPEC §3 sort options: rate_asc / rate_desc by the base total sell (options without one last),
 * nearest_validity by the earliest valid-till first, longest_validity by the latest first. Ties
 * fall back to the cheaper option, then to the key, so the order is stable.
 */
export function sortPricedOptions(options: readonly PricedOption[], sort: RateSort): PricedOption[] {
  const primary = {
    rate_asc: byRate(1),
    rate_desc: byRate(-1),
    nearest_validity: byValidTill(1),
    longest_validity: byValidTill(-1),
  }[sort];
  const cheaper = byRate(1);
  return [...options].sort((a, b) => primary(a, b) || cheaper(a, b) || a.key.localeCompare(b.key));
}
