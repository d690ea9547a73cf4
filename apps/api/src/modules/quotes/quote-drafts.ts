import {
  fromHundredths,
  missingRateMessage,
  type OptionHeader,
  type PricingContext,
  type QuoteDraftOption,
  type QuoteLine,
  type QuoteSuggestionLine,
  restateToPrice,
  toHundredths,
} from '@fastforward/domain';
import { AppError } from '../../lib/app-error';
import { type Candidate, type CandidateCharge, candidateKeyOfLine, priceCharges } from './quote-candidates';

/**
 * A stored line: the quote line, and what the line sold for before any sell was set by hand (in the
 * base currency), which the option's floor is measured from. Never answered: the response schemas
 * name the fields that leave the server.
 */
export type StoredQuoteLine = QuoteLine & { listBaseSell: string };

/** An option of a draft as its row is written. */
export type DraftOptionValues = {
  title: string;
  shippingCompanyId: number | null;
  vendorId: number | null;
  transitDays: number | null;
  freeDays: number | null;
  lines: StoredQuoteLine[];
  buyTotal: string;
  sellTotal: string;
  floorSell: string;
  offeredSell: string;
};

const sum = (values: string[]) => fromHundredths(values.reduce((s, v) => s + toHundredths(v), 0n));

/** Percentages of the negotiation settings carry two decimals: hundredths of a percent. */
const divideHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** The lowest sell without approval: the list sell less the settings' discount, to the cent, halves up. */
export const floorOf = (listSell: string, maxDiscountPercent: string) =>
  fromHundredths(
    divideHalfUp(toHundredths(listSell) * (10_000n - toHundredths(maxDiscountPercent)), 10_000n),
  );

/** The option's floor under the settings now: from its lines' sells before any was set by hand. */
export const floorOfLines = (lines: readonly StoredQuoteLine[], maxDiscountPercent: string) =>
  floorOf(sum(lines.map((l) => l.listBaseSell)), maxDiscountPercent);

const manualHeader = (day: string): OptionHeader => ({
  key: 'manual',
  shippingCompanyId: null,
  shippingLineName: null,
  vendorId: null,
  vendorName: null,
  validFrom: day,
  validTill: day,
  transitDays: null,
  freeDays: null,
});

/** The lines typed by hand as the engine's charges, sold like a freight rate on the freight leg, else like a charge. */
function manualCharges(option: QuoteDraftOption): CandidateCharge[] {
  return option.manualLines.map((line, j) => ({
    key: `manual:${j + 1}`,
    charge: {
      leg: line.leg,
      label: line.label,
      basis: line.basis,
      currency: line.currency,
      buyRate: line.unitBuy,
      sellRate: line.unitSell ?? null,
      source: { type: line.leg === 'freightCharge' ? 'validRate' : 'localCharge', id: 0 },
      containerSizeId: line.containerSizeId ?? null,
    },
    source: { type: 'manual', id: null },
  }));
}

const withSell = (item: CandidateCharge, sellRate: string | null): CandidateCharge => ({
  ...item,
  charge: { ...item.charge, sellRate },
});

/** A line the base currency cannot hold (no exchange rate) cannot be quoted: the option is refused on its field. */
function assertConverted(lines: QuoteSuggestionLine[], field: string, baseCurrency: string) {
  const unconverted = lines.find((l) => l.baseBuy === null || l.baseSell === null);
  if (unconverted) {
    const why = unconverted.warning ?? missingRateMessage(unconverted.currency, baseCurrency);
    throw AppError.fieldError(field, `${unconverted.label}: ${why}`);
  }
}

/**
 * One option of a draft, priced by the engine: the candidate's charges (with the sells set by hand)
 * and the lines typed by hand, in the enquiry's cargo. Twice: as chosen, and as listed (nothing set
 * by hand, lines typed by hand sold by the tier), which the floor is measured from.
 */
export function buildDraftOption(
  option: QuoteDraftOption,
  index: number,
  context: { candidates: Map<string, Candidate>; ctx: PricingContext; baseCurrency: string; today: string },
  maxDiscountPercent: string,
): DraftOptionValues {
  const field = `options.${index}`;
  const candidate = option.suggestionKey ? context.candidates.get(option.suggestionKey) : null;
  if (option.suggestionKey && !candidate) {
    throw AppError.fieldError(
      `${field}.suggestionKey`,
      'This suggestion is no longer available: refresh the suggestions',
    );
  }
  const known = new Set(candidate?.charges.map((c) => c.key));
  const removed = new Set(option.removedKeys);
  option.removedKeys.forEach((key, j) => {
    if (!known.has(key)) {
      throw AppError.fieldError(`${field}.removedKeys.${j}`, 'This line is not in the suggestion');
    }
  });
  const assertKept = (key: string, path: string) => {
    if (!known.has(key)) throw AppError.fieldError(path, 'This line is not in the suggestion');
    if (removed.has(key)) throw AppError.fieldError(path, 'This line is removed from the option');
  };
  for (const [j, set] of option.lineSells.entries()) assertKept(set.key, `${field}.lineSells.${j}.key`);
  for (const [j, named] of option.lineLabels.entries()) {
    assertKept(named.key, `${field}.lineLabels.${j}.key`);
  }
  const sizes = new Set(context.ctx.cargo.containers.map((c) => c.containerSizeId));
  option.manualLines.forEach((line, j) => {
    if (line.containerSizeId != null && !sizes.has(line.containerSizeId)) {
      throw AppError.fieldError(
        `${field}.manualLines.${j}.containerSizeId`,
        "This container size is not in the enquiry's cargo",
      );
    }
  });
  const sells = new Map(option.lineSells.map((s) => [s.key, s.unitSell]));
  const manual = manualCharges(option);
  // Removed before pricing: the option is priced as if the candidate never had them.
  const items = [...(candidate?.charges ?? []).filter((c) => !removed.has(c.key)), ...manual];
  if (items.length === 0) {
    throw AppError.fieldError(`${field}.removedKeys`, 'Keep or add at least one line');
  }
  const header = candidate?.header ?? manualHeader(context.today);
  const handSet = new Set([
    ...sells.keys(),
    ...option.manualLines.flatMap((l, j) => (l.unitSell == null ? [] : [`manual:${j + 1}`])),
  ]);
  const chosen = priceCharges(
    header,
    items.map((item) => (sells.has(item.key) ? withSell(item, sells.get(item.key) ?? null) : item)),
    context.ctx,
  );
  const listed = priceCharges(
    header,
    items.map((item) => (item.source.type === 'manual' ? withSell(item, null) : item)),
    context.ctx,
  );
  assertConverted(chosen.lines, field, context.baseCurrency);
  assertConverted(listed.lines, field, context.baseCurrency);
  // Both pricings take the same charges in the same route order, so their lines pair by index.
  const labels = new Map(option.lineLabels.map((l) => [l.key, l.label]));
  const lines = chosen.lines.map(({ warning: _warning, ...line }, i): StoredQuoteLine => {
    const isHandSet = handSet.has(line.key);
    const label = labels.get(line.key);
    const isRenamed = label !== undefined && label !== line.label;
    return {
      ...line,
      // Renamed as the customer reads it; the priced name stays with the forwarder.
      label: isRenamed ? label : line.label,
      pricedLabel: isRenamed ? line.label : null,
      baseBuy: line.baseBuy as string,
      baseSell: line.baseSell as string,
      exchangeRate: line.exchangeRate as string,
      sellRule: isHandSet ? 'manual' : line.sellRule,
      tier: isHandSet ? null : line.tier,
      listBaseSell: listed.lines[i]?.baseSell as string,
    };
  });
  const sellTotal = fromHundredths(toHundredths(option.sellTotal ?? sum(lines.map((l) => l.baseSell))));
  return {
    title: option.title,
    shippingCompanyId: candidate?.header.shippingCompanyId ?? null,
    vendorId: candidate?.header.vendorId ?? null,
    transitDays: candidate?.header.transitDays ?? null,
    freeDays: candidate?.header.freeDays ?? null,
    // A total set by hand is carried by the adjustment line, so the lines add up to it.
    lines: restateToPrice(lines, sellTotal, context.baseCurrency),
    buyTotal: sum(lines.map((l) => l.baseBuy)),
    sellTotal,
    floorSell: floorOfLines(lines, maxDiscountPercent),
    offeredSell: sellTotal,
  };
}

/** The candidate a stored option was built from: the key its lines carry; null for lines typed by hand only. */
export const suggestionKeyOf = (lines: readonly Pick<QuoteLine, 'key'>[]) =>
  lines.map((l) => candidateKeyOfLine(l.key)).find((key) => key !== null) ?? null;
