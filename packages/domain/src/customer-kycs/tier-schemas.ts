import { z } from 'zod';
import { proseSchema, requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { NAME_MAX_LENGTH } from '../constants';
import { nameField } from '../masters/master-fields';
import { TIER_MARGIN_TYPE, TIER_MARGIN_TYPES } from './codes';
import { TIER_MAX_PERCENT, TIER_MODE_LABELS, TIER_MODES } from './tiers';

const CURRENCY = /^[A-Z]{3}$/;
/** Up to 10 digits before the point (numeric(14, 4)) and two after it. */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

const amountMessage = (label: string) => `${label} must be a number ≥ 0 with at most 2 decimals`;

/** A margin or a minimum: a decimal string, so no float rounding touches it (as the settings' amounts). */
const amountSchema = (label: string) =>
  z
    .string({ error: amountMessage(label) })
    .trim()
    .regex(AMOUNT, amountMessage(label));

/** A minimum margin may be left empty ('' or null, stored as null). */
const minimumSchema = (label: string) =>
  z
    .string({ error: amountMessage(label) })
    .trim()
    .refine((v) => v === '' || AMOUNT.test(v), amountMessage(label))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/**
 * POST and PUT of a tier (PRODUCT §2.4): the margin a customer's rates get per mode — sea per
 * container, air per kg — as a percentage of the buy rate or a fixed amount in the tier's
 * currency, each with an optional minimum margin in that currency.
 */
export const tierRequestSchema = z
  .strictObject({
    name: nameField('Name', NAME_MAX_LENGTH),
    currency: requiredTextSchema('Currency', 3)
      .toUpperCase()
      .refine((v) => CURRENCY.test(v), 'Currency must be a 3-letter ISO 4217 code, e.g. USD'),
    seaMarginType: z.enum(TIER_MARGIN_TYPES, { error: 'Choose how the sea margin is given' }),
    seaMargin: amountSchema('Sea margin'),
    seaMinMargin: minimumSchema('Sea minimum margin'),
    airMarginType: z.enum(TIER_MARGIN_TYPES, { error: 'Choose how the air margin is given' }),
    airMargin: amountSchema('Air margin'),
    airMinMargin: minimumSchema('Air minimum margin'),
    remarks: proseSchema('Remarks', 500).nullable().optional(),
  })
  .superRefine(
    (tier, ctx) => {
      for (const mode of TIER_MODES) {
        const margin: unknown = tier[`${mode}Margin`];
        const isPercent = tier[`${mode}MarginType`] === TIER_MARGIN_TYPE.percent;
        if (isPercent && typeof margin === 'string' && Number(margin) > TIER_MAX_PERCENT) {
          ctx.addIssue({
            code: 'custom',
            path: [`${mode}Margin`],
            message: `${TIER_MODE_LABELS[mode]} margin must not exceed ${TIER_MAX_PERCENT}%`,
          });
        }
      }
    },
    // Also while other fields are wrong, so the form shows every message at once.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  );
export type TierRequest = z.infer<typeof tierRequestSchema>;

export const TIER_SORTS = ['name', 'currency', 'createdAt'] as const;

export const tierListQuerySchema = sortedPageQuerySchema(TIER_SORTS);
export type TierListQuery = z.infer<typeof tierListQuerySchema>;

const marginType = z.enum(TIER_MARGIN_TYPES);

/** A tier as the API answers it: amounts with exactly two decimals ('12.50'), empty minimums null. */
export const tierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  seaMarginType: marginType,
  seaMargin: z.string(),
  seaMinMargin: z.string().nullable(),
  airMarginType: marginType,
  airMargin: z.string(),
  airMinMargin: z.string().nullable(),
  remarks: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Tier = z.infer<typeof tierSchema>;
