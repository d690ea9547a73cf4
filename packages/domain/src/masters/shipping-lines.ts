import { z } from 'zod';
import { optionalTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { AWB_PREFIX_PATTERN, IATA_AIRLINE_CODE_PATTERN, SCAC_PATTERN } from '../reference/codes';
import { FREIGHT_TYPES, type FreightType } from '../reference/paths';
import { shippingCompanySchema } from '../reference/schemas';
import { RECORD_ORIGINS } from './company-masters';
import { nameField } from './master-fields';

export const SHIPPING_MODE_LABELS: Record<FreightType, string> = { sea: 'Ocean carrier', air: 'Airline' };

/**
 * POST and PUT of a shipping line the company adds itself. Codes are optional; when given, an ocean
 * carrier's SCAC is 2–4 letters, an airline's IATA designator 2 letters or digits and its IATA
 * prefix (air waybill) 3 digits.
 */
export const shippingLineRequestSchema = z
  .strictObject({
    name: nameField('Name', 100),
    shippingMode: z.enum(FREIGHT_TYPES, { error: 'Choose sea or air' }),
    scacCode: optionalTextSchema('SCAC', 4, (v) => SCAC_PATTERN.test(v), 'SCAC is 2 to 4 capital letters'),
    iataCode: optionalTextSchema(
      'IATA code',
      2,
      (v) => IATA_AIRLINE_CODE_PATTERN.test(v),
      'IATA code is 2 capital letters or digits',
    ),
    iataPrefix: optionalTextSchema(
      'IATA prefix',
      3,
      (v) => AWB_PREFIX_PATTERN.test(v),
      'IATA prefix is 3 digits',
    ),
  })
  .superRefine((line, ctx) => {
    const wrongMode =
      line.shippingMode === 'sea' ? (['iataCode', 'iataPrefix'] as const) : (['scacCode'] as const);
    for (const field of wrongMode) {
      if (line[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            line.shippingMode === 'sea' ? 'Only airlines have IATA codes' : 'Only ocean carriers have a SCAC',
        });
      }
    }
  });
export type ShippingLineRequest = z.infer<typeof shippingLineRequestSchema>;

export const SHIPPING_LINE_SORTS = ['name', 'createdAt'] as const;

/** Shipped lines and the company's own; `own` narrows to one of them. */
export const shippingLineListQuerySchema = sortedPageQuerySchema(SHIPPING_LINE_SORTS).extend({
  shippingMode: z.enum(FREIGHT_TYPES).optional(),
  origin: z.enum(RECORD_ORIGINS).optional(),
});
export type ShippingLineListQuery = z.infer<typeof shippingLineListQuerySchema>;

/**
 * The reference read's shipping company (`isCompanyOwned`: the company's own line, editable;
 * false for a shipped one), with when the company added it.
 */
export const shippingLineSchema = shippingCompanySchema.extend({ createdAt: timestampSchema });
export type ShippingLine = z.infer<typeof shippingLineSchema>;
