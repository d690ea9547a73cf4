import type {
  Quote,
  QuoteDraftRequestInput,
  QuoteLine,
  QuoteOption,
  QuoteSuggestion,
  QuoteSuggestionLine,
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
};

export type EditorOption = {
  title: string;
  suggestionKey: string | null;
  lines: EditorLine[];
  /** The floor the server computed for a saved draft; null: estimated from the list sells. */
  savedFloor: string | null;
  flags: string[];
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
});

/** A candidate as an option of the draft, every sell as priced. */
export const optionFromSuggestion = (suggestion: QuoteSuggestion): EditorOption => ({
  title: suggestion.title,
  suggestionKey: suggestion.key,
  lines: suggestion.lines.map((line) => editorLineOf(line, false)),
  savedFloor: null,
  flags: suggestion.flags.map((f) => f.message),
});

/** A saved draft's option, to change it: a sell set by hand stays so. */
export const optionFromQuote = (option: QuoteOption): EditorOption => ({
  title: option.title,
  suggestionKey: option.suggestionKey,
  lines: option.lines.map((line) => editorLineOf(line, line.sellRule === 'manual')),
  savedFloor: option.floorSell,
  flags: [],
});

/** The editor for a saved draft. */
export const editorFromQuote = (quote: Quote, companyTerms: string | null): EditorState => ({
  draft: { id: quote.id, version: quote.version },
  options: quote.options.map(optionFromQuote),
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
};

const baseOf = (line: EditorLine, unit: string | null) =>
  cents(cents(num(unit) * num(line.quantity)) * num(line.exchangeRate));

/** An option's totals in the base currency, its margin, and its floor under the settings' discount. */
export function optionFigures(option: EditorOption, maxDiscountPercent: string): OptionFigures {
  const sum = (pick: (line: EditorLine) => number) => cents(option.lines.reduce((s, l) => s + pick(l), 0));
  const buy = sum((l) => baseOf(l, l.unitBuy));
  const sell = sum((l) => baseOf(l, l.unitSell));
  const list = sum((l) => baseOf(l, l.listUnitSell ?? l.unitSell));
  const floor =
    option.savedFloor !== null && option.lines.some((l) => l.listUnitSell === null)
      ? Number(option.savedFloor)
      : cents(list * (1 - Number(maxDiscountPercent) / 100));
  const margin = cents(sell - buy);
  return {
    buy,
    sell,
    margin,
    marginPercent: buy > 0 ? cents((margin / buy) * 100) : Number.NaN,
    floor,
    isBelowFloor: sell < floor,
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
    ...(state.useCompanyTerms ? {} : { terms: state.terms }),
    remarks: state.remarks || null,
  };
}
