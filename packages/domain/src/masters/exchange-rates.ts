import { z } from 'zod';
import { requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { dayField } from './master-fields';

const CURRENCY = /^[A-Z]{3}$/;

/** A positive decimal of up to 10 digits before and 10 after the point (numeric(20, 10)). */
const RATE = /^\d{1,10}(\.\d{1,10})?$/;

/**
 * POST and PUT of an exchange rate: one unit of `currencyCode` is `rate` units of the company's
 * base currency from `validFrom` on (until a later rate of the same currency starts).
 */
export const exchangeRateRequestSchema = z.strictObject({
  currencyCode: requiredTextSchema('Currency', 3)
    .toUpperCase()
    .refine((v) => CURRENCY.test(v), 'Currency must be a 3-letter ISO 4217 code, e.g. USD'),
  rate: z
    .string({ error: 'Rate must be a number' })
    .trim()
    .regex(RATE, 'Rate must be a number with at most 10 decimals')
    .refine((v) => Number(v) > 0, 'Rate must be greater than 0'),
  validFrom: dayField('Valid from'),
});
export type ExchangeRateRequest = z.infer<typeof exchangeRateRequestSchema>;

/** A stored numeric without the zeros its scale pads it with: '3.6725000000' → '3.6725', '10.0' → '10'. */
export const trimDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export const EXCHANGE_RATE_SORTS = ['validFrom', 'currencyCode', 'createdAt'] as const;

export const exchangeRateListQuerySchema = sortedPageQuerySchema(EXCHANGE_RATE_SORTS, 'desc').extend({
  currencyCode: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Currency must be a 3-letter code')
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;

/** A rate as the API answers it: the decimal as text without padding zeros, the day 'YYYY-MM-DD'. */
export const exchangeRateSchema = z.object({
  id: z.number().int(),
  currencyCode: z.string(),
  currencyName: z.string(),
  rate: z.string(),
  validFrom: z.string(),
  createdAt: timestampSchema,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
