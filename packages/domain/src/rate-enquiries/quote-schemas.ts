import { z } from 'zod';
import { ID_MAX, pathIdSchema, proseSchema, textSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import { CHARGE_BASES, ROUTE_LEGS } from '../rates/codes';
import { rateAmountSchema, rateReferenceIdSchema } from '../rates/rate-fields';
import { SELL_RULES } from '../rates/rate-wizard-schemas';
import { QUOTE_STATUSES } from './codes';
import { PRICE_ADJUSTMENT_KEY } from './price-adjustment';

/** Where a quote line came from (PRODUCT §3: every priced line keeps its provenance). */
export const QUOTE_LINE_SOURCES = [
  'validRate',
  'localCharge',
  'transportCharge',
  'vendorAnswer',
  'manual',
  /** The one line that restates the option to its agreed price (price-adjustment.ts). */
  'adjustment',
] as const;
export type QuoteLineSource = (typeof QUOTE_LINE_SOURCES)[number];

/** How a line's sell was decided: the rate engine's rules, or set by hand. */
export const QUOTE_SELL_RULES = [...SELL_RULES, 'manual', 'adjustment'] as const;

const amount = z.string();

/** One priced line of a quote option, as stored and shown. Amounts are decimal strings. */
export const quoteLineSchema = z.object({
  /** Names the line within its option (the candidate's key of it, or 'manual:<n>'): a draft sets a line's sell by it. */
  key: z.string(),
  leg: z.enum(ROUTE_LEGS),
  label: z.string(),
  basis: z.enum(CHARGE_BASES),
  quantity: amount,
  currency: z.string(),
  unitBuy: amount,
  unitSell: amount,
  buy: amount,
  sell: amount,
  /** In the quote's base currency, at the stored exchange rate. */
  baseBuy: amount,
  baseSell: amount,
  exchangeRate: amount,
  /** The record it came from: a valid rate, a charge, a vendor answer (id of the answer) or none (manual). */
  source: z.object({ type: z.enum(QUOTE_LINE_SOURCES), id: z.number().int().nullable() }),
  sellRule: z.enum(QUOTE_SELL_RULES),
  tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The name the line was priced with, when pricing renamed it for the customer. The forwarder's only. */
  pricedLabel: z.string().nullable().optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteOptionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  /** The candidate it was built from (a suggestion's key); null when built by hand. The forwarder's only. */
  suggestionKey: z.string().nullable(),
  shippingLine: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  lines: z.array(quoteLineSchema),
  /** Totals in the base currency. Buy, floor and approval are the forwarder's only (null for the customer). */
  buyTotal: amount.nullable(),
  sellTotal: amount,
  floorSell: amount.nullable(),
  /** The price on the table now (moved by negotiation). */
  offeredSell: amount,
  approvedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  isSelected: z.boolean(),
});
export type QuoteOption = z.infer<typeof quoteOptionSchema>;

export const quoteSchema = z.object({
  id: z.number().int(),
  enquiryId: z.number().int(),
  number: z.number().int(),
  /** 'RE-2026-000042 / Q2': the enquiry's reference and the quote's number. */
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  validTill: z.string(),
  baseCurrency: z.string(),
  terms: z.string().nullable(),
  remarks: z.string().nullable(),
  hasPdf: z.boolean(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  options: z.array(quoteOptionSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

// ── The customer's view: sell only (PRODUCT §2.4; the buy, the floor and where a price came from stay with the forwarder).

/** A quote line as the customer reads it: what it is and what it sells for. */
export const customerQuoteLineSchema = quoteLineSchema.pick({
  leg: true,
  label: true,
  basis: true,
  quantity: true,
  currency: true,
  unitSell: true,
  sell: true,
  baseSell: true,
  exchangeRate: true,
});
export type CustomerQuoteLine = z.infer<typeof customerQuoteLineSchema>;

export const customerQuoteOptionSchema = quoteOptionSchema
  .omit({ lines: true, suggestionKey: true, buyTotal: true, floorSell: true, approvedBy: true })
  .extend({ lines: z.array(customerQuoteLineSchema) });
export type CustomerQuoteOption = z.infer<typeof customerQuoteOptionSchema>;

/** A sent (or superseded) quote of the customer's own enquiry. */
export const customerQuoteSchema = quoteSchema
  .omit({ options: true, version: true })
  .extend({ options: z.array(customerQuoteOptionSchema) });
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

// ── Building a quote: the candidates the engine and the answers price, and the draft made of them.

/** What a candidate option is priced from: the forwarder's valid rates, a vendor's answer, or the legs' charges alone. */
export const QUOTE_SUGGESTION_SOURCES = ['validRate', 'vendorAnswer', 'charges'] as const;
export type QuoteSuggestionSource = (typeof QUOTE_SUGGESTION_SOURCES)[number];

/** A candidate's line: a quote line before it is stored (a base amount is null where no exchange rate is stored). */
export const quoteSuggestionLineSchema = quoteLineSchema.extend({
  baseBuy: amount.nullable(),
  baseSell: amount.nullable(),
  exchangeRate: amount.nullable(),
  warning: z.string().nullable(),
});
export type QuoteSuggestionLine = z.infer<typeof quoteSuggestionLineSchema>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const totalSchema = z.object({ currency: z.string(), buy: amount, sell: amount });

/** One candidate option for a quote, every line with its provenance; a selected leg nothing prices is flagged. */
export const quoteSuggestionSchema = z.object({
  key: z.string(),
  source: z.enum(QUOTE_SUGGESTION_SOURCES),
  /** The vendor answer it is priced from (source vendorAnswer). */
  answerId: z.number().int().nullable(),
  title: z.string(),
  shippingLine: named,
  vendor: named,
  validFrom: z.string(),
  validTill: z.string(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  lines: z.array(quoteSuggestionLineSchema),
  totals: z.array(totalSchema),
  /** In the base currency; null when a line could not be converted. */
  baseTotal: totalSchema.nullable(),
  flags: z.array(z.object({ leg: z.enum(ROUTE_LEGS), message: z.string() })),
  /** The cheapest sell in the base currency of the candidates without a flag (or of all, when every one has one). */
  isCheapest: z.boolean(),
});
export type QuoteSuggestion = z.infer<typeof quoteSuggestionSchema>;

export const quoteSuggestionsSchema = z.object({
  customer: z.object({ id: z.number().int(), name: z.string(), tier: named }),
  baseCurrency: z.string().nullable(),
  chargeableWeightKg: amount.nullable(),
  /** The negotiation settings' discount a sender may give without approval, in %. */
  maxDiscountPercent: amount,
  /** Whether the caller holds approve-negotiation (may send a sell below the floor). */
  canApproveBelowFloor: z.boolean(),
  /** The company's active terms and conditions, the draft's terms unless typed. */
  companyTerms: z.string().nullable(),
  /** Every name the company's vendors go by: the builder warns when a title or remark has one (sending takes it out). */
  vendorNames: z.array(z.string()),
  suggestions: z.array(quoteSuggestionSchema),
});
export type QuoteSuggestions = z.infer<typeof quoteSuggestionsSchema>;

const pathId = pathIdSchema;

/** The path of one quote of an enquiry. */
export const quoteParamsSchema = z.strictObject({ id: pathId, quoteId: pathId });

/** What the notification of a sent quote is. */
export const QUOTE_NOTIFICATION_KIND = { sent: 'quote-sent' } as const;

/** A line typed by hand: its quantity follows the enquiry's cargo by the basis, like every priced line. */
export const quoteManualLineSchema = z.strictObject({
  leg: z.enum(ROUTE_LEGS, { error: 'Choose a route leg' }),
  label: textSchema('Charge name', 100).min(1, 'Charge name is required'),
  basis: z.enum(CHARGE_BASES, { error: 'Choose a basis' }),
  currency: z
    .string({ error: 'Currency is required' })
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code'),
  unitBuy: rateAmountSchema('Buy amount'),
  /** Null: the customer's tier sells it. */
  unitSell: rateAmountSchema('Sell amount').nullable().optional(),
  /** Per container: the size it is for (null: every container). */
  containerSizeId: rateReferenceIdSchema('Container size').nullable().optional(),
});
export type QuoteManualLine = z.infer<typeof quoteManualLineSchema>;

/** A sell set by hand for one line of the candidate, named by the line's key. */
export const quoteLineSellSchema = z.strictObject({
  key: textSchema('Line', 200).min(1, 'Line is required'),
  unitSell: rateAmountSchema('Sell amount'),
});

/** A line of the candidate renamed as the customer reads it, named by the line's key. */
export const quoteLineLabelSchema = z.strictObject({
  key: textSchema('Line', 200).min(1, 'Line is required'),
  label: textSchema('Charge name', 100).min(1, 'Charge name is required'),
});

/** The index of the first key that is listed twice, or -1. */
const firstRepeat = (keys: readonly string[]) => keys.findIndex((key, i) => keys.indexOf(key) !== i);

/** One option of a draft: a candidate (by its key) and/or lines typed by hand, with sells set by hand. */
export const quoteDraftOptionSchema = z
  .strictObject({
    title: textSchema('Option title', 100).min(1, 'Option title is required'),
    /** The candidate it is built from (a suggestion's key); null: lines by hand only. */
    suggestionKey: textSchema('Suggestion', 200).nullable().optional(),
    lineSells: z.array(quoteLineSellSchema).max(60, 'At most 60 sells set by hand').default([]),
    manualLines: z.array(quoteManualLineSchema).max(60, 'At most 60 lines by hand').default([]),
    /** Lines of the candidate renamed for the customer (the priced name stays with the forwarder). */
    lineLabels: z.array(quoteLineLabelSchema).max(60, 'At most 60 lines renamed').default([]),
    /** Lines of the candidate left out of the option, by key. */
    removedKeys: z
      .array(textSchema('Line', 200).min(1, 'Line is required'))
      .max(60, 'At most 60 lines removed')
      .default([]),
    /** The option's total sell in the base currency, set by hand (null: the lines' sum). */
    sellTotal: rateAmountSchema('Option sell').nullable().optional(),
  })
  .superRefine((option, ctx) => {
    if (!option.suggestionKey && option.manualLines.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['manualLines'], message: 'Add at least one line' });
    }
    const keys = option.lineSells.map((s) => s.key);
    const twice = keys.findIndex((key, i) => keys.indexOf(key) !== i);
    if (twice >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lineSells', twice, 'key'],
        message: 'This line has a sell already',
      });
    }
    if (!option.suggestionKey && option.lineSells.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lineSells'],
        message: 'Only a suggestion has lines to set a sell for',
      });
    }
    const labelled = firstRepeat(option.lineLabels.map((l) => l.key));
    if (labelled >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['lineLabels', labelled, 'key'],
        message: 'This line is renamed already',
      });
    }
    const removedTwice = firstRepeat(option.removedKeys);
    if (removedTwice >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['removedKeys', removedTwice],
        message: 'This line is removed already',
      });
    }
    option.lineLabels.forEach((l, j) => {
      if (l.key === PRICE_ADJUSTMENT_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['lineLabels', j, 'key'],
          message: 'The negotiated line is named by the price: it cannot be renamed',
        });
      }
    });
    option.removedKeys.forEach((key, j) => {
      if (key === PRICE_ADJUSTMENT_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['removedKeys', j],
          message: 'The negotiated line follows the price: set the total instead of removing it',
        });
      }
    });
    if (!option.suggestionKey && (option.lineLabels.length > 0 || option.removedKeys.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: [option.lineLabels.length > 0 ? 'lineLabels' : 'removedKeys'],
        message: 'Only a suggestion has lines to rename or remove',
      });
    }
  });
export type QuoteDraftOption = z.infer<typeof quoteDraftOptionSchema>;
export type QuoteDraftOptionInput = z.input<typeof quoteDraftOptionSchema>;

const quoteDraftFields = {
  options: z
    .array(quoteDraftOptionSchema, { error: 'Options must be a list' })
    .min(1, 'Add at least one option')
    .max(10, 'At most 10 options'),
  /** The last day the prices hold; today or later (the server's today). */
  validTill: z.iso.date({ error: 'Valid till must be a date (YYYY-MM-DD)' }),
  /** Absent: the company's active terms and conditions; null: none; text: typed. */
  terms: proseSchema('Terms', 20_000).nullable().optional(),
  remarks: proseSchema('Remarks', 2000).nullable().optional(),
  /**
   * A validity past the earliest validity of the buy rates and vendor answers the options use is
   * refused unless the sender confirms it (the prices may not hold that long).
   */
  confirmValidityBeyondRates: z.boolean({ error: 'Confirm validity must be true or false' }).optional(),
};

/** POST a draft quote. */
export const quoteDraftRequestSchema = z.strictObject(quoteDraftFields);
export type QuoteDraftRequest = z.infer<typeof quoteDraftRequestSchema>;
export type QuoteDraftRequestInput = z.input<typeof quoteDraftRequestSchema>;

/** PUT a draft: the whole draft again, with the version it was read at. */
export const quoteUpdateRequestSchema = z.strictObject({
  ...quoteDraftFields,
  version: z.number({ error: 'Version is required' }).int('Version is required').min(0).max(ID_MAX),
});
export type QuoteUpdateRequest = z.infer<typeof quoteUpdateRequestSchema>;

/** POST send: the version the sender saw. */
export const quoteSendRequestSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int('Version is required').min(0).max(ID_MAX),
});
export type QuoteSendRequest = z.infer<typeof quoteSendRequestSchema>;
