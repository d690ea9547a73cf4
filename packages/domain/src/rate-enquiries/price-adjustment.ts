import { fromHundredths, toHundredths } from '../customer-kycs/tiers';
import type { QuoteLine } from './quote-schemas';

/**
 * One truth for the agreed price: an option's lines always add up, in the quote's base currency,
 * to the price on the table (`offeredSell`). When the price differs from what the priced lines sell
 * for (a total set in the quote builder, an accepted counter-offer, a countered price, an approved
 * below-floor price), one visible line carries the difference: "Negotiated discount" (or
 * "Negotiated adjustment" when the price is above the lines), in the base currency, per shipment,
 * buying nothing. Restating again replaces that line, never stacks a second one; the priced lines
 * are never touched, so their provenance stays as priced.
 */

export const PRICE_ADJUSTMENT_KEY = 'adjustment';

export const PRICE_ADJUSTMENT_LABELS = {
  discount: 'Negotiated discount',
  surcharge: 'Negotiated adjustment',
} as const;

/** A stored line: the quote line with the sell it was listed at (the floor is measured from it). */
type StoredLine = QuoteLine & { listBaseSell: string };

export const isPriceAdjustment = (line: Pick<QuoteLine, 'source'>) => line.source.type === 'adjustment';

/** What the option's lines sell for in the base currency, the adjustment line aside. */
export function pricedLinesSellCents(lines: readonly Pick<QuoteLine, 'baseSell' | 'source'>[]): bigint {
  return lines.reduce((sum, l) => (isPriceAdjustment(l) ? sum : sum + toHundredths(l.baseSell)), 0n);
}

/** What the option's lines add up to in the base currency, the adjustment included. */
export const linesSellCents = (lines: readonly Pick<QuoteLine, 'baseSell'>[]) =>
  lines.reduce((sum, l) => sum + toHundredths(l.baseSell), 0n);

/**
 * The option's lines restated to `price` (base currency): the priced lines as they are, and one
 * adjustment line for the difference when there is one. The result always adds up to the price
 * to the cent. `source` names the record that set the price (the negotiation round), if any.
 */
export function restateToPrice<T extends QuoteLine>(
  lines: readonly T[],
  price: string,
  baseCurrency: string,
  source: { id: number | null } = { id: null },
): (T | StoredLine)[] {
  const priced = lines.filter((l) => !isPriceAdjustment(l));
  const difference = toHundredths(price) - pricedLinesSellCents(priced);
  if (difference === 0n) return priced;
  const amount = fromHundredths(difference);
  const zero = fromHundredths(0n);
  const adjustment: StoredLine = {
    key: PRICE_ADJUSTMENT_KEY,
    leg: 'freightCharge',
    label: difference < 0n ? PRICE_ADJUSTMENT_LABELS.discount : PRICE_ADJUSTMENT_LABELS.surcharge,
    basis: 'perShipment',
    quantity: '1',
    currency: baseCurrency,
    unitBuy: zero,
    unitSell: amount,
    buy: zero,
    sell: amount,
    baseBuy: zero,
    baseSell: amount,
    exchangeRate: '1',
    source: { type: 'adjustment', id: source.id },
    sellRule: 'adjustment',
    tier: null,
    // Listed at nothing: the floor stays measured from the priced lines alone.
    listBaseSell: zero,
  };
  return [...priced, adjustment];
}
