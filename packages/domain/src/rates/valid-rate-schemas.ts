import { z } from 'zod';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { FREIGHT_TYPES, PORT_TYPES } from '../reference/paths';
import {
  VALID_RATE_FIELD_LABELS as L,
  RATE_DAYS_MAX,
  RATE_EXPIRING_DAYS_DEFAULT,
  RATE_SORTS,
  RATE_VALIDITIES,
  type ValidRateField,
} from './codes';
import {
  commodityTypeSchema,
  currencyCodeSchema,
  freightModeSchema,
  optionalIncotermSchema,
  optionalRateAmountSchema,
  optionalRateDaysSchema,
  optionalRateReferenceIdSchema,
  optionalRemarksSchema,
  rateAmountSchema,
  rateDaySchema,
  rateReferenceIdSchema,
} from './rate-fields';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/**
 * POST and PUT of a valid rate: one schema for the form, the API and OpenAPI. A sea rate prices a
 * container size, an air rate a weight slab (never both); the sell rate may stay empty, then the
 * customer's tier margin prices it. The rules that need the database (a port's type fits the mode,
 * the line's mode, the slab's type, what exists for the company) are the service's.
 */
export const validRateRequestSchema = z
  .strictObject({
    mode: freightModeSchema(L.mode),
    originPortId: rateReferenceIdSchema(L.originPortId),
    destinationPortId: rateReferenceIdSchema(L.destinationPortId),
    shippingCompanyId: rateReferenceIdSchema(L.shippingCompanyId),
    containerSizeId: optionalRateReferenceIdSchema(L.containerSizeId),
    weightSlabId: optionalRateReferenceIdSchema(L.weightSlabId),
    commodityType: commodityTypeSchema(L.commodityType),
    buyRate: rateAmountSchema(L.buyRate),
    sellRate: optionalRateAmountSchema(L.sellRate),
    currency: currencyCodeSchema(L.currency),
    validFrom: rateDaySchema(L.validFrom),
    validTill: rateDaySchema(L.validTill),
    transitDays: optionalRateDaysSchema(L.transitDays),
    freeDays: optionalRateDaysSchema(L.freeDays),
    incotermCode: optionalIncotermSchema(L.incotermCode),
    vendorId: optionalRateReferenceIdSchema(L.vendorId),
    remarks: optionalRemarksSchema(L.remarks),
  })
  .superRefine(
    (rate, ctx) => {
      // Each rule reads only its own fields, and only once they have parsed: a field that failed
      // holds its raw input here. So the form shows every message at once, none twice.
      const issue = (field: ValidRateField, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (typeof rate.originPortId === 'number' && rate.originPortId === rate.destinationPortId) {
        issue('destinationPortId', `${L.destinationPortId} must differ from ${L.originPortId}`);
      }
      if (rate.mode === 'sea') {
        if (rate.containerSizeId === null) {
          issue('containerSizeId', `${L.containerSizeId} is required for a sea rate`);
        }
        if (typeof rate.weightSlabId === 'number') {
          issue('weightSlabId', `${L.weightSlabId} is for air rates only`);
        }
      }
      if (rate.mode === 'air') {
        if (rate.weightSlabId === null)
          issue('weightSlabId', `${L.weightSlabId} is required for an air rate`);
        if (typeof rate.containerSizeId === 'number') {
          issue('containerSizeId', `${L.containerSizeId} is for sea rates only`);
        }
      }
      if (isDay(rate.validFrom) && isDay(rate.validTill) && rate.validTill < rate.validFrom) {
        issue('validTill', `${L.validTill} must be on or after ${L.validFrom}`);
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  );
export type ValidRateRequest = z.output<typeof validRateRequestSchema>;

/**
 * The list's sort keys: the four of SPEC §3 (their direction is part of their meaning, so the
 * query's `order` does not turn them; the rate is the buy rate) and the time of entry, newest
 * first by default.
 */
export const VALID_RATE_SORTS = ['createdAt', ...RATE_SORTS] as const;
export type ValidRateSort = (typeof VALID_RATE_SORTS)[number];

/** What the list and the export filter by: lane, mode, line, vendor, size, slab, validity. */
const validRateFilters = {
  originPortId: queryIdSchema,
  destinationPortId: queryIdSchema,
  mode: z.enum(FREIGHT_TYPES).optional(),
  shippingCompanyId: queryIdSchema,
  vendorId: queryIdSchema,
  containerSizeId: queryIdSchema,
  weightSlabId: queryIdSchema,
  /** current: valid today; expiring: valid today and ending within `expiringDays`; expired; upcoming. */
  validity: z.enum(RATE_VALIDITIES).optional(),
  expiringDays: z.coerce
    .number()
    .int('Expiring days must be a whole number')
    .min(0, 'Expiring days must be 0 or more')
    .max(RATE_DAYS_MAX, `Expiring days must not exceed ${RATE_DAYS_MAX}`)
    .default(RATE_EXPIRING_DAYS_DEFAULT),
};

export const validRateListQuerySchema = sortedPageQuerySchema(VALID_RATE_SORTS, 'desc').extend(
  validRateFilters,
);
export type ValidRateListQuery = z.infer<typeof validRateListQuerySchema>;

/** The export takes the list's search, filters and sort, without paging. */
export const validRateExportQuerySchema = validRateListQuerySchema.omit({ page: true, pageSize: true });
export type ValidRateExportQuery = z.infer<typeof validRateExportQuerySchema>;

/** An export holds at most this many rates; more is refused (narrow the filters). */
export const VALID_RATE_EXPORT_MAX_ROWS = 100_000;

/** A valid rate as the API answers it, with the names of what it points at. */
export const validRateSchema = z.object({
  id: z.number().int(),
  mode: z.enum(FREIGHT_TYPES),
  originPortId: z.number().int(),
  originPortType: z.enum(PORT_TYPES),
  originPortCode: z.string(),
  originPortName: z.string(),
  originPortCountryCode: z.string(),
  destinationPortId: z.number().int(),
  destinationPortType: z.enum(PORT_TYPES),
  destinationPortCode: z.string(),
  destinationPortName: z.string(),
  destinationPortCountryCode: z.string(),
  shippingCompanyId: z.number().int().nullable(),
  shippingLineName: z.string().nullable(),
  containerSizeId: z.number().int().nullable(),
  containerSize: z.string().nullable(),
  weightSlabId: z.number().int().nullable(),
  weightSlabName: z.string().nullable(),
  commodityType: z.string(),
  /** Decimal text with two decimals ('1250.00'). */
  buyRate: z.string(),
  sellRate: z.string().nullable(),
  currency: z.string(),
  validFrom: z.string(),
  validTill: z.string(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  incotermCode: z.string().nullable(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The rate-sheet import that loaded it, when one did. */
  importId: z.number().int().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ValidRate = z.infer<typeof validRateSchema>;

/** What the form holds: selects and text boxes, null or '' when empty (the schema maps both). */
export type ValidRateFormValues = {
  mode: 'sea' | 'air';
  originPortId: number | null;
  destinationPortId: number | null;
  shippingCompanyId: number | null;
  containerSizeId: number | null;
  weightSlabId: number | null;
  commodityType: string;
  buyRate: string;
  sellRate: string;
  currency: string;
  validFrom: string;
  validTill: string;
  transitDays: string;
  freeDays: string;
  incotermCode: string;
  vendorId: number | null;
  remarks: string;
};
