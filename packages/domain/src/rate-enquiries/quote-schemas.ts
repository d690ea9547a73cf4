import { z } from 'zod';
import { timestampSchema } from '../api/timestamps';
import { CHARGE_BASES, ROUTE_LEGS } from '../rates/codes';
import { SELL_RULES } from '../rates/rate-wizard-schemas';
import { QUOTE_STATUSES } from './codes';

/** Where a quote line came from (PRODUCT §3: every priced line keeps its provenance). */
export const QUOTE_LINE_SOURCES = [
  'validRate',
  'localCharge',
  'transportCharge',
  'vendorAnswer',
  'manual',
] as const;
export type QuoteLineSource = (typeof QUOTE_LINE_SOURCES)[number];

/** How a line's sell was decided: the rate engine's rules, or set by hand. */
export const QUOTE_SELL_RULES = [...SELL_RULES, 'manual'] as const;

const amount = z.string();

/** One priced line of a quote option, as stored and shown. Amounts are decimal strings. */
export const quoteLineSchema = z.object({
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
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteOptionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
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
