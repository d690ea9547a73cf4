import {
  type ChargeBasis,
  isPriceAdjustment,
  type Quote,
  type QuoteDraftRequestInput,
  type QuoteLine,
  type QuoteManualLine,
  type QuoteOption,
  type QuoteSuggestion,
  type QuoteSuggestionLine,
} from '@fastforward/domain';

/**
 * The quote editor's model: options as pricing edits them, their figures in the base currency
 * (an estimate for the screen; the server prices the draft again when it is saved), and the
 * request the draft is saved with.
 */

export type EditorLine = Pick<
  QuoteLine,
  'key' | 'leg' | 'label' | 'basis' | 'quantity' | 'currency' | 'unitBuy' | 'source' | 'sellRule'
> & {
  /** The sell per unit now, as typed (a decimal string). */
  unitSell: string;
  /** What the line sold for before anyone set it by hand; null when not known (set by hand in a saved draft). */
  listUnitSell: string | null;
  /** Base-currency units per one unit of the line's currency; null when none is stored. */
  exchangeRate: string | null;
  /** The sell was set by hand (and is sent as such). */
  isHandSet: boolean;
  /** The name it was priced with; `label` is what the customer reads (renamed when they differ). */
  pricedLabel: string;
};

export type EditorOption = {
  title: string;
  suggestionKey: string | null;
  lines: EditorLine[];
  /** The floor the server computed for a saved draft; null: estimated from the list sells. */
  savedFloor: string | null;
  flags: string[];
  /** Lines of the candidate left out, by key. */
  removedKeys: string[];
  /** The last day the candidate's prices hold; null for lines by hand only. */
  validTill: string | null;
  /**
   * A saved draft's total set by hand, which its adjustment line carries (kept when the draft is
   * saved again); null: the lines' sum.
   */
  sellTotal: string | null;
  /** The saved draft's adjustment line, shown as it is: it follows the total, never edited. */
  adjustment: QuoteLine | null;
};

export type EditorState = {
  /** The draft being changed and the version it was read at; null for a new one. */
  draft: { id: number; version: number } | null;
  options: EditorOption[];
  validTill: string;
  /** true: the company's terms (the server fills them in); false: `terms` as typed. */
  useCompanyTerms: boolean;
  terms: string;
  remarks: string;
  /** The validity the sender confirmed past the earliest validity of the prices used. */
  isValidityConfirmed?: boolean;
};

const cents = (value: number) => Math.round(value * 100) / 100;
const num = (value: string | null | undefined) =>
  value == null || value === '' ? Number.NaN : Number(value);

/** A priced line, a candidate's or a saved draft's, as the editor holds it; a sell set by hand has no list sell. */
const editorLineOf = (line: QuoteSuggestionLine | QuoteLine, isHandSet: boolean): EditorLine => ({
  key: line.key,
  leg: line.leg,
  label: line.label,
  basis: line.basis,
  quantity: line.quantity,
  currency: line.currency,
  unitBuy: line.unitBuy,
  source: line.source,
  sellRule: line.sellRule,
  unitSell: line.unitSell,
  listUnitSell: isHandSet ? null : line.unitSell,
  exchangeRate: line.exchangeRate,
  isHandSet,
  pricedLabel: line.pricedLabel ?? line.label,
});

/** A candidate as an option of the draft, every sell as priced. */
export const optionFromSuggestion = (suggestion: QuoteSuggestion): EditorOption => ({
  title: suggestion.title,
  suggestionKey: suggestion.key,
  lines: suggestion.lines.map((line) => editorLineOf(line, false)),
  savedFloor: null,
  flags: suggestion.flags.map((f) => f.message),
  removedKeys: [],
  validTill: suggestion.validTill,
  sellTotal: null,
  adjustment: null,
});

/**
 * A saved draft's option, to change it: a sell set by hand stays so, a renamed line keeps its
 * priced name, and the candidate's lines the draft lacks stay removed.
 */
export const optionFromQuote = (
  option: QuoteOption,
  suggestions: readonly QuoteSuggestion[] = [],
): EditorOption => {
  const suggestion = suggestions.find((s) => s.key === option.suggestionKey);
  const priced = option.lines.filter((line) => !isPriceAdjustment(line));
  const kept = new Set(priced.map((l) => l.key));
  const adjustment = option.lines.find((line) => isPriceAdjustment(line)) ?? null;
  return {
    title: option.title,
    suggestionKey: option.suggestionKey,
    lines: priced.map((line) => editorLineOf(line, line.sellRule === 'manual')),
    savedFloor: option.floorSell,
    flags: [],
    removedKeys: suggestion?.lines.map((l) => l.key).filter((key) => !kept.has(key)) ?? [],
    validTill: suggestion?.validTill ?? null,
    sellTotal: adjustment ? option.sellTotal : null,
    adjustment,
  };
};

/** The editor for a saved draft. */
export const editorFromQuote = (
  quote: Quote,
  companyTerms: string | null,
  suggestions: readonly QuoteSuggestion[] = [],
): EditorState => ({
  draft: { id: quote.id, version: quote.version },
  options: quote.options.map((o) => optionFromQuote(o, suggestions)),
  validTill: quote.validTill,
  useCompanyTerms: quote.terms !== null && quote.terms === companyTerms,
  terms: quote.terms ?? '',
  remarks: quote.remarks ?? '',
});

/** A line's sell set by hand: it is sent as such even when typed back to the priced sell. */
export const withLineSell = (option: EditorOption, key: string, unitSell: string): EditorOption => ({
  ...option,
  lines: option.lines.map((line) => (line.key === key ? { ...line, unitSell, isHandSet: true } : line)),
});

/** A line renamed as the customer reads it (its priced name stays with the forwarder). */
export const withLineLabel = (option: EditorOption, key: string, label: string): EditorOption => ({
  ...option,
  lines: option.lines.map((line) => (line.key === key ? { ...line, label } : line)),
});

/** A line left out: a candidate's is sent as removed, a line typed by hand is simply gone. */
export const withoutLine = (option: EditorOption, key: string): EditorOption => {
  const line = option.lines.find((l) => l.key === key);
  return {
    ...option,
    lines: option.lines.filter((l) => l.key !== key),
    removedKeys: line && line.source.type !== 'manual' ? [...option.removedKeys, key] : option.removedKeys,
  };
};

/** What the add-a-line form takes; the quantity follows the cargo by the basis, as the server prices it. */
export type ManualLineInput = Pick<QuoteManualLine, 'leg' | 'label' | 'basis' | 'currency' | 'unitBuy'> & {
  unitSell: string;
};

/**
 * The quantity the server will count for a basis, estimated from the option's own lines of that
 * basis (or one per shipment or B/L, the chargeable weight per kg); null when not known.
 */
function estimatedQuantity(option: EditorOption, basis: ChargeBasis, chargeableKg: string | null) {
  const same = option.lines.find((l) => l.basis === basis && l.source.type !== 'manual');
  if (same) return same.quantity;
  if (basis === 'perShipment' || basis === 'perBl') return '1';
  if (basis === 'perKg') return chargeableKg;
  return null;
}

/** A line typed by hand, added to the option; its sell left empty is sold by the tier when saved. */
export function withManualLine(
  option: EditorOption,
  input: ManualLineInput,
  context: { baseCurrency: string | null; chargeableWeightKg: string | null },
): EditorOption {
  const n = option.lines.filter((l) => l.source.type === 'manual').length + 1;
  const rate =
    input.currency === context.baseCurrency
      ? '1'
      : (option.lines.find((l) => l.currency === input.currency)?.exchangeRate ?? null);
  const isHandSet = input.unitSell.trim() !== '';
  const line: EditorLine = {
    key: `manual:new:${Date.now()}:${n}`,
    leg: input.leg,
    label: input.label,
    basis: input.basis,
    quantity: estimatedQuantity(option, input.basis, context.chargeableWeightKg) ?? '',
    currency: input.currency,
    unitBuy: input.unitBuy,
    source: { type: 'manual', id: null },
    sellRule: 'manual',
    unitSell: isHandSet ? input.unitSell : input.unitBuy,
    listUnitSell: isHandSet ? null : input.unitBuy,
    exchangeRate: rate,
    isHandSet,
    pricedLabel: input.label,
  };
  return { ...option, lines: [...option.lines, line] };
}

/** The earliest day the prices of the draft's options hold; null when only lines by hand are used. */
export const ratesHoldTill = (options: readonly EditorOption[]): string | null =>
  options
    .map((o) => o.validTill)
    .filter((day): day is string => day !== null)
    .sort()[0] ?? null;

/**
 * How far `sell` is below `list`, in % of the list (two decimals, halves away from zero); 0 for a
 * sell at or above it, NaN without a list price.
 */
export function percentOffList(list: number, sell: number): number {
  if (!Number.isFinite(list) || !Number.isFinite(sell) || list <= 0) return Number.NaN;
  if (sell >= list) return 0;
  return Math.round(((list - sell) / list) * 10_000) / 100;
}

export type OptionFigures = {
  /** In the base currency; NaN where a line has no exchange rate or a sell is not a number. */
  buy: number;
  sell: number;
  margin: number;
  /** Margin over buy, in %; NaN without a buy. */
  marginPercent: number;
  /** The lowest sell without approval. */
  floor: number;
  isBelowFloor: boolean;
  /** What the lines sold for before any sell was set by hand (estimated from a saved floor when unknown). */
  list: number;
  /** How far the sell is below the list, in %. */
  percentOff: number;
};

const baseOf = (line: EditorLine, unit: string | null) =>
  cents(cents(num(unit) * num(line.quantity)) * num(line.exchangeRate));

/** An option's totals in the base currency, its margin, and its floor under the settings' discount. */
export function optionFigures(option: EditorOption, maxDiscountPercent: string): OptionFigures {
  const sum = (pick: (line: EditorLine) => number) => cents(option.lines.reduce((s, l) => s + pick(l), 0));
  const buy = sum((l) => baseOf(l, l.unitBuy));
  const sell = option.sellTotal === null ? sum((l) => baseOf(l, l.unitSell)) : Number(option.sellTotal);
  const discount = Number(maxDiscountPercent) / 100;
  const isListKnown = !(option.savedFloor !== null && option.lines.some((l) => l.listUnitSell === null));
  const estimatedList = sum((l) => baseOf(l, l.listUnitSell ?? l.unitSell));
  const floor = isListKnown ? cents(estimatedList * (1 - discount)) : Number(option.savedFloor);
  // A saved draft's sells set by hand hide their list sells: the floor the server kept tells it back.
  const list = isListKnown ? estimatedList : discount < 1 ? cents(floor / (1 - discount)) : Number.NaN;
  const margin = cents(sell - buy);
  return {
    buy,
    sell,
    margin,
    marginPercent: buy > 0 ? cents((margin / buy) * 100) : Number.NaN,
    floor,
    isBelowFloor: sell < floor,
    list,
    percentOff: percentOffList(list, sell),
  };
}

/** The draft as the API takes it (POST, or PUT with the version). */
export function draftRequestOf(state: EditorState): QuoteDraftRequestInput {
  return {
    options: state.options.map((option) => ({
      title: option.title,
      suggestionKey: option.suggestionKey,
      lineSells: option.lines
        .filter((l) => l.source.type !== 'manual' && l.isHandSet)
        .map((l) => ({ key: l.key, unitSell: l.unitSell })),
      lineLabels: option.lines
        .filter((l) => l.source.type !== 'manual' && l.label.trim() !== l.pricedLabel)
        .map((l) => ({ key: l.key, label: l.label.trim() })),
      removedKeys: option.removedKeys,
      ...(option.sellTotal === null ? {} : { sellTotal: option.sellTotal }),
      manualLines: option.lines
        .filter((l) => l.source.type === 'manual')
        .map((l) => ({
          leg: l.leg,
          label: l.label,
          basis: l.basis,
          currency: l.currency,
          unitBuy: l.unitBuy,
          unitSell: l.isHandSet ? l.unitSell : null,
        })),
    })),
    validTill: state.validTill,
    ...(state.isValidityConfirmed ? { confirmValidityBeyondRates: true } : {}),
    ...(state.useCompanyTerms ? {} : { terms: state.terms }),
    remarks: state.remarks || null,
  };
}
