import { z } from 'zod';
import { requiredTextSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { FREIGHT_TYPES, PORT_TYPES } from '../reference/paths';
import {
  CHARGE_BASES,
  CHARGE_BASIS,
  CHARGE_FIELD_LABELS,
  CHARGE_PORT_TYPES,
  RATE_VALIDITY,
  TRANSPORT_POINT,
  TRANSPORT_POINTS,
  TRANSPORT_TYPES,
  type TransportEnd,
  type TransportPoints,
} from './codes';
import {
  currencyCodeSchema,
  freightModeSchema,
  isBlankInput,
  optionalCommodityTypeSchema,
  optionalIncotermSchema,
  optionalRateAmountSchema,
  optionalRateReferenceIdSchema,
  optionalRemarksSchema,
  rateAmountSchema,
  rateDaySchema,
  rateReferenceIdSchema,
} from './rate-fields';

/**
 * Labels of a charge's fields: SPEC §5's (CHARGE_FIELD_LABELS) and those of the fields SPEC names
 * elsewhere (freight type, port type, basis, remarks; the custom point and place a leg joins).
 */
export const CHARGE_LABELS = {
  ...CHARGE_FIELD_LABELS,
  mode: 'Freight Type',
  portType: 'Port Type',
  basis: 'Basis',
  remarks: 'Remarks',
  customPointId: 'Custom Point',
  cityId: 'Place',
} as const;
const L = CHARGE_LABELS;

/** Charge Name: up to this many characters. */
export const CHARGE_LABEL_MAX = 100;

/** Which field of a transport charge holds each kind of leg end. */
export const TRANSPORT_END_FIELD = {
  port: 'portId',
  customPoint: 'customPointId',
  place: 'cityId',
} as const satisfies Record<TransportEnd, string>;
export type TransportEndField = (typeof TRANSPORT_END_FIELD)[TransportEnd];
const TRANSPORT_END_FIELDS = Object.values(TRANSPORT_END_FIELD);

/** Point A and Point B of a leg: which field holds each. */
export const transportEndFieldsOf = (points: TransportPoints) => ({
  pointA: TRANSPORT_END_FIELD[TRANSPORT_POINT[points].from],
  pointB: TRANSPORT_END_FIELD[TRANSPORT_POINT[points].to],
});

/** The SPEC §3 fields both kinds of charge share. */
const chargeFields = {
  mode: freightModeSchema(L.mode),
  label: requiredTextSchema(L.label, CHARGE_LABEL_MAX),
  basis: z.enum(CHARGE_BASES, {
    error: (issue) => (isBlankInput(issue.input) ? `${L.basis} is required` : `${L.basis} is not valid`),
  }),
  /** Sell Rate: empty means the customer's tier margin prices it. */
  rate: optionalRateAmountSchema(L.rate),
  buyRate: rateAmountSchema(L.buyRate),
  currency: currencyCodeSchema(L.currency),
  validFrom: rateDaySchema(L.validFrom),
  validTill: rateDaySchema(L.validTill),
  /** Empty: the charge applies to every commodity type, size, slab, line or incoterm. */
  commodityType: optionalCommodityTypeSchema(L.commodityType),
  containerSizeId: optionalRateReferenceIdSchema(L.containerSizeId),
  weightSlabId: optionalRateReferenceIdSchema(L.weightSlabId),
  shippingCompanyId: optionalRateReferenceIdSchema(L.shippingCompanyId),
  incotermCode: optionalIncotermSchema(L.incotermCode),
  remarks: optionalRemarksSchema(L.remarks),
};

type ChargeFields = {
  mode: 'sea' | 'air';
  basis: keyof typeof CHARGE_BASIS;
  validFrom: string;
  validTill: string;
  containerSizeId: number | null;
  weightSlabId: number | null;
};

/** Fields whose own errors keep the cross-field rules from running (they would only repeat them). */
const CROSS_FIELDS = ['mode', 'basis', 'validFrom', 'validTill', 'containerSizeId', 'weightSlabId'] as const;

/**
 * The cross-field rules run once the fields they read have parsed, whatever the others hold, so
 * the form shows every message at once.
 */
const whenParsed = (fields: readonly PropertyKey[]) => {
  const read = new Set(fields);
  return {
    when: ({ value, issues }: { value: unknown; issues: { path?: PropertyKey[] | undefined }[] }) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !issues.some((issue) => read.has(issue.path?.[0] ?? '')),
  };
};

/** Rules of every charge: validity in order, a sea charge per container size, an air one per weight slab. */
function checkCharge(charge: ChargeFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (charge.validTill < charge.validFrom) {
    issue('validTill', `${L.validTill} must be on or after ${L.validFrom}`);
  }
  if (charge.mode === 'sea' && charge.weightSlabId !== null) {
    issue('weightSlabId', `${L.weightSlabId} is for air charges; a sea charge names a ${L.containerSizeId}`);
  }
  if (charge.mode === 'air' && charge.containerSizeId !== null) {
    issue(
      'containerSizeId',
      `${L.containerSizeId} is for sea charges; an air charge names a ${L.weightSlabId}`,
    );
  }
  if (charge.mode === 'air' && charge.basis === 'perContainer') {
    issue('basis', `${L.basis} ${CHARGE_BASIS.perContainer} is for sea charges`);
  }
}

/**
 * POST and PUT of a local (port) charge: one schema for the form, the API and OpenAPI. What needs
 * the database (the port's type fits the mode, the references exist for the company) is the service's.
 */
export const localChargeRequestSchema = z
  .strictObject({
    ...chargeFields,
    portType: z.enum(CHARGE_PORT_TYPES, {
      error: (issue) =>
        isBlankInput(issue.input)
          ? `${L.portType} is required`
          : `${L.portType} must be Origin or Destination`,
    }),
    portId: rateReferenceIdSchema(L.portId),
  })
  .superRefine(checkCharge, whenParsed(CROSS_FIELDS));
export type LocalChargeRequest = z.output<typeof localChargeRequestSchema>;

/**
 * POST and PUT of a transport charge. Its Type (Point A to B) says what the leg joins: a port, a
 * custom point (dry port) or a place (city); the fields of those two ends are required (named
 * Point A and Point B) and the third stays empty.
 */
export const transportChargeRequestSchema = z
  .strictObject({
    ...chargeFields,
    transportPoints: z.enum(TRANSPORT_POINTS, {
      error: (issue) =>
        isBlankInput(issue.input) ? `${L.transportPoints} is required` : `${L.transportPoints} is not valid`,
    }),
    transportType: z.enum(TRANSPORT_TYPES, {
      error: (issue) =>
        isBlankInput(issue.input)
          ? `${L.transportType} is required`
          : `${L.transportType} must be Railway or Road`,
    }),
    portId: optionalRateReferenceIdSchema(L.portId),
    customPointId: optionalRateReferenceIdSchema(L.customPointId),
    cityId: optionalRateReferenceIdSchema(L.cityId),
  })
  .superRefine(checkCharge, whenParsed(CROSS_FIELDS))
  .superRefine(
    (charge, ctx) => {
      const ends = transportEndFieldsOf(charge.transportPoints);
      for (const field of TRANSPORT_END_FIELDS) {
        const point = field === ends.pointA ? L.pointA : field === ends.pointB ? L.pointB : null;
        if (point && charge[field] === null) {
          ctx.addIssue({ code: 'custom', path: [field], message: `${point} is required` });
        }
        if (!point && charge[field] !== null) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${L[field]} is not an end of ${TRANSPORT_POINT[charge.transportPoints].label}`,
          });
        }
      }
    },
    whenParsed(['transportPoints', ...TRANSPORT_END_FIELDS]),
  );
export type TransportChargeRequest = z.output<typeof transportChargeRequestSchema>;

/** Validity filter of the charge lists: valid today, ended, or starting later. */
export const CHARGE_VALIDITY = {
  current: RATE_VALIDITY.current,
  expired: RATE_VALIDITY.expired,
  upcoming: RATE_VALIDITY.upcoming,
} as const;
export type ChargeValidity = keyof typeof CHARGE_VALIDITY;
export const CHARGE_VALIDITIES = Object.keys(CHARGE_VALIDITY) as [ChargeValidity, ...ChargeValidity[]];

/** Sort keys of both lists (the newest first by default); each a column of SPEC §9 but createdAt. */
const CHARGE_SORT_KEYS = [
  'createdAt',
  'label',
  'port',
  'shippingLine',
  'validFrom',
  'buyRate',
  'rate',
] as const;
export const LOCAL_CHARGE_SORTS = [...CHARGE_SORT_KEYS, 'portType'] as const;
export const TRANSPORT_CHARGE_SORTS = [...CHARGE_SORT_KEYS, 'transportPoints', 'transportType'] as const;

/** What both lists filter by (the search looks in the charge name and the port). */
const chargeFilters = {
  mode: z.enum(FREIGHT_TYPES).optional(),
  portType: z.enum(CHARGE_PORT_TYPES).optional(),
  portId: queryIdSchema,
  shippingCompanyId: queryIdSchema,
  containerSizeId: queryIdSchema,
  weightSlabId: queryIdSchema,
  validity: z.enum(CHARGE_VALIDITIES).optional(),
};

export const localChargeListQuerySchema = sortedPageQuerySchema(LOCAL_CHARGE_SORTS, 'desc').extend(
  chargeFilters,
);
export type LocalChargeListQuery = z.infer<typeof localChargeListQuerySchema>;

export const transportChargeListQuerySchema = sortedPageQuerySchema(TRANSPORT_CHARGE_SORTS, 'desc').extend({
  ...chargeFilters,
  transportPoints: z.enum(TRANSPORT_POINTS).optional(),
  transportType: z.enum(TRANSPORT_TYPES).optional(),
});
export type TransportChargeListQuery = z.infer<typeof transportChargeListQuerySchema>;

const nullableId = z.number().int().nullable();
const nullableText = z.string().nullable();

/** A charge as the API answers it, with the names of what it points at. */
const chargeItemFields = {
  id: z.number().int(),
  mode: z.enum(FREIGHT_TYPES),
  label: z.string(),
  basis: z.enum(CHARGE_BASES),
  /** Sell Rate, decimal text with two decimals ('1250.00'); null: the tier margin prices it. */
  rate: nullableText,
  buyRate: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validTill: z.string(),
  commodityType: nullableText,
  containerSizeId: nullableId,
  containerSize: nullableText,
  weightSlabId: nullableId,
  weightSlabName: nullableText,
  shippingCompanyId: nullableId,
  shippingLineName: nullableText,
  incotermCode: nullableText,
  remarks: nullableText,
  portType: z.enum(CHARGE_PORT_TYPES),
  createdAt: timestampSchema,
};

export const localChargeSchema = z.object({
  ...chargeItemFields,
  portId: z.number().int(),
  portKind: z.enum(PORT_TYPES),
  portCode: z.string(),
  portName: z.string(),
  portCountryCode: z.string(),
});
export type LocalCharge = z.infer<typeof localChargeSchema>;

export const transportChargeSchema = z.object({
  ...chargeItemFields,
  transportPoints: z.enum(TRANSPORT_POINTS),
  transportType: z.enum(TRANSPORT_TYPES),
  portId: nullableId,
  portKind: z.enum(PORT_TYPES).nullable(),
  portCode: nullableText,
  portName: nullableText,
  portCountryCode: nullableText,
  customPointId: nullableId,
  customPointCode: nullableText,
  customPointName: nullableText,
  customPointCountryCode: nullableText,
  cityId: nullableId,
  cityName: nullableText,
  cityCountryCode: nullableText,
  /** The names of the leg's two ends, in its direction. */
  pointA: z.string(),
  pointB: z.string(),
});
export type TransportCharge = z.infer<typeof transportChargeSchema>;

/** What a charge form holds: selects and text boxes, null or '' when empty (the schemas map both). */
export type ChargeFormValues = {
  mode: 'sea' | 'air';
  label: string;
  basis: keyof typeof CHARGE_BASIS;
  rate: string;
  buyRate: string;
  currency: string;
  validFrom: string;
  validTill: string;
  commodityType: string;
  containerSizeId: number | null;
  weightSlabId: number | null;
  shippingCompanyId: number | null;
  incotermCode: string;
  remarks: string;
};
