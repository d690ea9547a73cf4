import { z } from 'zod';
import { idFieldSchema, optionalIdFieldSchema } from '../api/fields';
import { WEIGHT_UNITS } from '../masters/weight-slabs';
import { FREIGHT_TYPES } from '../reference/paths';
import { CHARGE_BASES, DIMENSION_UNITS, RATE_SORTS, ROUTE_LEGS, type RouteLeg } from './codes';

const id = idFieldSchema;
const optionalId = optionalIdFieldSchema;
const positive = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(max, `${label} must not exceed ${max}`);

/** SPEC §3 route-leg checkboxes as sent: every leg named once. */
export const routeLegSelectionSchema = z.strictObject(
  Object.fromEntries(ROUTE_LEGS.map((leg) => [leg, z.boolean()])) as Record<RouteLeg, z.ZodBoolean>,
);

/** Sea FCL: containers of a size and how many. */
export const rateWizardContainerSchema = z.strictObject({
  containerSizeId: id('Choose a container size'),
  count: z
    .number({ error: 'Count must be a number' })
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(999, 'Count must not exceed 999'),
});

/** Air: packages of one kind, each L × W × H in a dimension unit, their gross weight in a weight unit. */
export const rateWizardPackageSchema = z.strictObject({
  count: z
    .number({ error: 'Count must be a number' })
    .int('Count must be a whole number')
    .min(1, 'Count must be at least 1')
    .max(99_999, 'Count must not exceed 99999'),
  length: positive('Length', 100_000),
  width: positive('Width', 100_000),
  height: positive('Height', 100_000),
  dimensionUnit: z.enum(DIMENSION_UNITS, { error: 'Choose a dimension unit' }),
  /** Gross weight of all `count` packages together. */
  grossWeight: positive('Gross weight', 10_000_000),
  weightUnit: z.enum(WEIGHT_UNITS, { error: 'Choose a weight unit' }),
});

/**
 * POST of the Rate Wizard: a lane on a day for a customer (whose tier prices what has no sell
 * rate), the cargo, the selected route legs with the places they need, and the sort.
 */
export const rateWizardRequestSchema = z
  .strictObject({
    customerKycId: id('Choose a customer'),
    mode: z.enum(FREIGHT_TYPES, { error: 'Choose sea or air' }),
    originPortId: id('Choose an origin port'),
    destinationPortId: id('Choose a destination port'),
    /** The day the rates must be valid on (the cargo ready date). */
    date: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
    commodityType: z.enum(['GNRL', 'HZMT', 'TEMP'], { error: 'Choose a commodity type' }),
    containers: z.array(rateWizardContainerSchema).max(10, 'At most 10 container lines').default([]),
    packages: z.array(rateWizardPackageSchema).max(50, 'At most 50 package lines').default([]),
    legs: routeLegSelectionSchema,
    /** A city: where the cargo is picked up (originPickupPoint). */
    originPlaceId: optionalId('Choose a pickup place'),
    /** A dry port (custom point) at origin, at destination. */
    originCustomPointId: optionalId('Choose an origin custom point'),
    destinationCustomPointId: optionalId('Choose a destination custom point'),
    /** A city: the final place of delivery (destinationFinalPoint). */
    finalPlaceId: optionalId('Choose a final place of delivery'),
    /** Only this line's rates, when given. */
    shippingCompanyId: optionalId('Choose a shipping line'),
    sort: z.enum(RATE_SORTS).default('rate_asc'),
  })
  .superRefine((request, ctx) => {
    if (request.mode === 'sea' && request.containers.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['containers'], message: 'Add at least one container' });
    }
    if (request.mode === 'air' && request.packages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['packages'], message: 'Add at least one package' });
    }
    if (request.originPortId === request.destinationPortId) {
      ctx.addIssue({
        code: 'custom',
        path: ['destinationPortId'],
        message: 'The destination port must differ from the origin port',
      });
    }
  });
export type RateWizardRequest = z.infer<typeof rateWizardRequestSchema>;
export type RateWizardRequestInput = z.input<typeof rateWizardRequestSchema>;

/** Where a priced line came from. */
export const PRICE_SOURCE_TYPES = ['validRate', 'localCharge', 'transportCharge'] as const;
/**
 * How its sell was decided: the record's explicit sell rate, the tier's rule, or at cost (no tier,
 * or a charge under a tier whose margin is a fixed amount per unit of freight).
 */
export const SELL_RULES = ['explicit', 'percent', 'fixed', 'minimum', 'cost'] as const;

const amount = z.string();

export const pricedLineSchema = z.object({
  leg: z.enum(ROUTE_LEGS),
  label: z.string(),
  basis: z.enum(CHARGE_BASES),
  /** How many of the basis: containers, chargeable kg, 1 per shipment … as a decimal string. */
  quantity: amount,
  currency: z.string(),
  unitBuy: amount,
  unitSell: amount,
  buy: amount,
  sell: amount,
  source: z.object({ type: z.enum(PRICE_SOURCE_TYPES), id: z.number().int() }),
  sellRule: z.enum(SELL_RULES),
  /** The tier whose margin priced it, when the rule is the tier's. */
  tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Buy and sell in the company's base currency; null when no exchange rate is stored for the currency. */
  baseBuy: amount.nullable(),
  baseSell: amount.nullable(),
  exchangeRate: z.string().nullable(),
  /** 'No exchange rate for EUR to AED': the line is not converted, never guessed. */
  warning: z.string().nullable(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const priceTotalSchema = z.object({ currency: z.string(), buy: amount, sell: amount });
export type PriceTotal = z.infer<typeof priceTotalSchema>;

/** One priced option: a line (and vendor) with its freight rates and the selected legs' charges. */
export const pricedOptionSchema = z.object({
  key: z.string(),
  shippingCompanyId: z.number().int().nullable(),
  shippingLineName: z.string().nullable(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  /** The latest first day and the earliest last day of the option's freight rates. */
  validFrom: z.string(),
  validTill: z.string(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  lines: z.array(pricedLineSchema),
  /** Per currency. */
  totals: z.array(priceTotalSchema),
  /** In the base currency; null when a line could not be converted. */
  baseTotal: priceTotalSchema.nullable(),
  /** "No destination charges for Jebel Ali": a leg the selection needs that nothing prices. */
  flags: z.array(z.object({ leg: z.enum(ROUTE_LEGS), message: z.string() })),
});
export type PricedOption = z.infer<typeof pricedOptionSchema>;

export const rateWizardResponseSchema = z.object({
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  }),
  baseCurrency: z.string().nullable(),
  /** Air: the chargeable weight in kg the slabs were matched with. */
  chargeableWeightKg: z.string().nullable(),
  options: z.array(pricedOptionSchema),
});
export type RateWizardResponse = z.infer<typeof rateWizardResponseSchema>;

/** A customer the Rate Wizard may price for: its KYC id (the request's customerKycId), name and tier. */
export const rateWizardCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type RateWizardCustomer = z.infer<typeof rateWizardCustomerSchema>;
