import { z } from 'zod';
import { idFieldSchema, optionalIdFieldSchema, optionalTextSchema, proseSchema } from '../api/fields';
import { queryIdSchema } from '../api/list-query';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { ROUTE_LEG_LABELS } from '../rates/codes';
import { COMMODITY_CODES } from '../rates/rate-fields';
import {
  rateWizardContainerSchema,
  rateWizardPackageSchema,
  routeLegSelectionSchema,
} from '../rates/rate-wizard-schemas';
import { routeLegRuleBreach } from '../rates/route-legs';
import { FREIGHT_TYPES } from '../reference/paths';
import { ENQUIRY_ORIGINS, ENQUIRY_STATUSES, LOAD_TYPES } from './codes';
import { ENQUIRY_STAGES, enquiryHistoryEntrySchema } from './enquiry-stage';

const id = idFieldSchema;
const optionalId = optionalIdFieldSchema;

/** A package line of an enquiry: the Rate Wizard's measures and, optionally, the package type. */
export const enquiryPackageSchema = rateWizardPackageSchema.extend({
  packageTypeCode: optionalTextSchema('Package type', 20),
});
export type EnquiryPackage = z.infer<typeof enquiryPackageSchema>;

/** UN numbers are four digits ('1203', written 'UN1203' on documents). */
export const UN_NUMBER_PATTERN = /^(UN)?\d{4}$/i;

/** The set temperature a reefer can hold, in °C. */
export const SET_TEMPERATURE_MIN_C = -70;
export const SET_TEMPERATURE_MAX_C = 40;

/** Which place each selected leg asks for: the field and its message. */
export const ENQUIRY_LEG_PLACES = {
  originPickupPoint: ['originPlaceId', 'Choose the pickup city'],
  originCustomPoint: ['originCustomPointId', 'Choose an origin custom point'],
  destinationCustomPoint: ['destinationCustomPointId', 'Choose a destination custom point'],
  destinationFinalPoint: ['finalPlaceId', 'Choose the final place of delivery'],
} as const;

const enquiryFields = {
  mode: z.enum(FREIGHT_TYPES, { error: 'Choose sea or air' }),
  /** Sea only: FCL (containers) or LCL (packages). */
  loadType: z.enum(LOAD_TYPES, { error: 'Choose FCL or LCL' }).nullable().optional(),
  containers: z.array(rateWizardContainerSchema).max(10, 'At most 10 container lines').default([]),
  packages: z.array(enquiryPackageSchema).max(50, 'At most 50 package lines').default([]),
  legs: routeLegSelectionSchema,
  originPortId: id('Choose an origin port'),
  destinationPortId: id('Choose a destination port'),
  originPlaceId: optionalId('Choose the pickup city'),
  originPickupAddress: optionalTextSchema('Pickup address', 500),
  originCustomPointId: optionalId('Choose an origin custom point'),
  destinationCustomPointId: optionalId('Choose a destination custom point'),
  finalPlaceId: optionalId('Choose the final place of delivery'),
  finalDeliveryAddress: optionalTextSchema('Delivery address', 500),
  incotermCode: optionalTextSchema('Incoterm', 10),
  commodityType: z.enum(COMMODITY_CODES, { error: 'Choose a commodity type' }),
  dgClassCode: optionalTextSchema('DG class', 10),
  unNumber: optionalTextSchema(
    'UN number',
    6,
    (v) => UN_NUMBER_PATTERN.test(v),
    'UN number must be four digits',
  ),
  setTemperatureC: z
    .number({ error: 'Set temperature must be a number' })
    .min(SET_TEMPERATURE_MIN_C, `Set temperature must be at least ${SET_TEMPERATURE_MIN_C} °C`)
    .max(SET_TEMPERATURE_MAX_C, `Set temperature must not exceed ${SET_TEMPERATURE_MAX_C} °C`)
    .nullable()
    .optional(),
  cargoReadyDate: z.iso.date({ error: 'Cargo ready date must be a date (YYYY-MM-DD)' }),
  preferredLineId: optionalId('Choose a shipping line'),
  remarks: proseSchema('Remarks', 2000).nullable().optional(),
};

type EnquiryFields = z.infer<z.ZodObject<typeof enquiryFields>>;

/** The rules across fields, shared by the form and the API: cargo by mode, places by leg, commodity details. */
function checkEnquiry(e: EnquiryFields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (e.mode === 'sea' && !e.loadType) issue('loadType', 'Choose FCL or LCL');
  const usesContainers = e.mode === 'sea' && e.loadType === 'FCL';
  if (usesContainers && e.containers.length === 0) issue('containers', 'Add at least one container');
  if (usesContainers && e.packages.length > 0)
    issue('packages', 'An FCL enquiry gives containers, not packages');
  if (!usesContainers && e.packages.length === 0) issue('packages', 'Add at least one package');
  if (!usesContainers && e.containers.length > 0)
    issue('containers', 'Only sea FCL enquiries give containers');
  if (e.originPortId === e.destinationPortId) {
    issue('destinationPortId', 'The destination port must differ from the origin port');
  }
  const breach = routeLegRuleBreach(e.legs);
  if (breach) issue('legs', breach);
  for (const [leg, [field, message]] of Object.entries(ENQUIRY_LEG_PLACES)) {
    if (e.legs[leg as keyof typeof ENQUIRY_LEG_PLACES] && e[field] == null) issue(field, message);
  }
  if (e.legs.originPickupPoint && !e.originPickupAddress) {
    issue('originPickupAddress', `Pickup address is required for ${ROUTE_LEG_LABELS.originPickupPoint}`);
  }
  if (e.commodityType === 'HZMT') {
    if (!e.dgClassCode) issue('dgClassCode', 'DG class is required for hazardous cargo');
    if (!e.unNumber) issue('unNumber', 'UN number is required for hazardous cargo');
  }
  if (e.commodityType === 'TEMP' && e.setTemperatureC == null) {
    issue('setTemperatureC', 'Set temperature is required for temperature-controlled cargo');
  }
}

/** A customer's enquiry as it fills it in (/myQuery), and an edit while it is still Received. */
export const enquiryRequestSchema = z.strictObject(enquiryFields).superRefine(checkEnquiry);
export type EnquiryRequest = z.infer<typeof enquiryRequestSchema>;
export type EnquiryRequestInput = z.input<typeof enquiryRequestSchema>;

/**
 * Sales' enquiry for a customer (Rate Wizard → create enquiry from a priced option): the customer's
 * KYC id, and the option's key when it started from one.
 */
export const salesEnquiryRequestSchema = z
  .strictObject({
    ...enquiryFields,
    customerKycId: id('Choose a customer'),
    wizardOptionKey: optionalTextSchema('Rate Wizard option', 200),
  })
  .superRefine(checkEnquiry);
export type SalesEnquiryRequest = z.infer<typeof salesEnquiryRequestSchema>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const amount = z.string();

/** One enquiry as the API answers it (to the forwarder and, without internal fields, to the customer). */
export const enquirySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** Whose move it is within the status (domain enquiryStage); null where the status says it all. */
  stage: z.enum(ENQUIRY_STAGES).nullable(),
  version: z.number().int(),
  createdVia: z.enum(ENQUIRY_ORIGINS),
  customer: z.object({ id: z.number().int(), name: z.string(), kycId: z.number().int() }),
  /** The forwarder the enquiry is with. */
  forwarder: z.object({ id: z.number().int(), name: z.string() }),
  /** SPEC §6: the customer's SMS number, only for holders of an SMS-number view permission; else null. */
  customerSmsNumber: z.string().nullable(),
  createdBy: named,
  salesPerson: named,
  attendedBy: named,
  attendedAt: timestampSchema.nullable(),
  mode: z.enum(FREIGHT_TYPES),
  loadType: z.enum(LOAD_TYPES).nullable(),
  containers: z.array(
    z.object({ containerSizeId: z.number().int(), containerSizeName: z.string(), count: z.number().int() }),
  ),
  packages: z.array(enquiryPackageSchema),
  legs: routeLegSelectionSchema,
  originPort: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  destinationPort: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  originPlace: named,
  originPickupAddress: z.string().nullable(),
  originCustomPoint: named,
  destinationCustomPoint: named,
  finalPlace: named,
  finalDeliveryAddress: z.string().nullable(),
  incotermCode: z.string().nullable(),
  commodityType: z.enum(COMMODITY_CODES),
  dgClassCode: z.string().nullable(),
  unNumber: z.string().nullable(),
  setTemperatureC: z.number().nullable(),
  cargoReadyDate: z.string(),
  preferredLine: named,
  remarks: z.string().nullable(),
  chargeableWeightKg: amount.nullable(),
  revenueTons: amount.nullable(),
  grossWeightKg: amount.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** A row of the enquiry lists (forwarder and customer). */
export const enquiryListItemSchema = enquirySchema.pick({
  id: true,
  reference: true,
  status: true,
  stage: true,
  version: true,
  createdVia: true,
  customer: true,
  customerSmsNumber: true,
  salesPerson: true,
  attendedBy: true,
  mode: true,
  loadType: true,
  originPort: true,
  destinationPort: true,
  commodityType: true,
  cargoReadyDate: true,
  chargeableWeightKg: true,
  revenueTons: true,
  createdAt: true,
});
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

/** Filters of the enquiry lists: status, mode, lane, customer, sales person, created between, awaiting a vendor. */
export const enquiryListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  mode: z.enum(FREIGHT_TYPES).optional(),
  originPortId: queryIdSchema,
  destinationPortId: queryIdSchema,
  customerCompanyId: queryIdSchema,
  salesPersonId: queryIdSchema,
  createdFrom: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  createdTo: z.iso.date({ error: 'To must be a date (YYYY-MM-DD)' }).optional(),
  /** 'true': only enquiries with a forward still waiting for the vendor's answer (the pricing dashboard's figure). */
  awaitingVendor: z.enum(['true'], { error: "Awaiting vendor must be 'true'" }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

/** The dashboard's counts: per status, of the enquiries the caller may see. */
export const enquiryDashboardSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(ENQUIRY_STATUSES), count: z.number().int() })),
});
export type EnquiryDashboard = z.infer<typeof enquiryDashboardSchema>;

/** A status move asked by a caller: the version it read, and remarks (a reason to reject or cancel). */
export const enquiryMoveRequestSchema = z.strictObject({
  version: z.number({ error: 'Version is required' }).int().min(0),
  remarks: proseSchema('Remarks', 1000).nullable().optional(),
});
export type EnquiryMoveRequest = z.infer<typeof enquiryMoveRequestSchema>;

/** The forwarder's decision on a Received enquiry. */
export const enquiryStatusRequestSchema = enquiryMoveRequestSchema.extend({
  status: z.enum(['accepted', 'rejected'], { error: 'Status must be accepted or rejected' }),
});
export type EnquiryStatusRequest = z.infer<typeof enquiryStatusRequestSchema>;

/** Attend: who at the forwarder handles the enquiry (the caller when no user is named). */
export const enquiryAttendRequestSchema = z.strictObject({
  userId: optionalId('Choose a user'),
});
export type EnquiryAttendRequest = z.infer<typeof enquiryAttendRequestSchema>;

export const enquiryHistorySchema = z.array(enquiryHistoryEntrySchema);
