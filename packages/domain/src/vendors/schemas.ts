import { z } from 'zod';
import { optionalTextSchema, proseSchema, requiredProseSchema, requiredTextSchema } from '../api/fields';
import { sortedPageQuerySchema } from '../api/list-query';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { NAME_MAX_LENGTH } from '../constants';
import { countryCodeFilter, nameField } from '../masters/master-fields';
import { recordIdSchema } from '../organisation/schemas';
import {
  VENDOR_CONVERSION_STATUS,
  VENDOR_CONVERSION_STATUSES,
  VENDOR_KIND,
  VENDOR_MODE_LABELS,
  VENDOR_MODES,
} from './codes';

/** How many lanes a vendor profile may list. */
export const VENDOR_LANES_MAX = 50;
export const VENDOR_REMARKS_MAX_LENGTH = 500;
export const VENDOR_DESCRIPTION_MAX_LENGTH = 2000;
export const VENDOR_CONVERSION_REASON_MAX_LENGTH = 1000;

export const VENDOR_MESSAGES = {
  notFound: 'Vendor not found',
  alreadyInList: 'Already in your vendor list',
  emailInList: 'A vendor with this e-mail is already in your list',
  notAVendorCompany: 'Choose an approved vendor or forwarder company',
  ownCompany: 'Your own company cannot be your vendor',
  kindUnchangeable: 'A vendor cannot change between registered and e-mail',
  profileNotAllowed:
    'Only your business administrator or a user who may update vendors can change the profile',
  conversionNotAllowed: 'Only your business administrator can ask to become a forwarder',
  conversionPending: 'Your request to become a forwarder is already waiting for a decision',
  conversionNotFound: 'Request not found',
  conversionDecided: 'Only a pending request can be decided',
  conversionApprovedSubject: 'Your company is now a forwarder on FastForward',
  conversionRejectedSubject: 'Your request to become a forwarder was rejected',
} as const;

const ISO_COUNTRY = /^[A-Z]{2}$/;

/** A country of a lane: a 2-letter code; the API checks it is one of the shipped countries. */
const laneCountrySchema = (label: string) =>
  requiredTextSchema(label, 2)
    .toUpperCase()
    .refine((v) => ISO_COUNTRY.test(v), `${label} must be a 2-letter ISO code, e.g. AE`);

/** The modes served or asked for: at least one, each once. */
export const vendorModesSchema = z
  .array(z.enum(VENDOR_MODES, { error: `Mode must be one of ${VENDOR_MODES.join(', ')}` }), {
    error: 'Modes must be a list',
  })
  .min(1, 'Choose at least one mode')
  .max(VENDOR_MODES.length, 'Choose each mode once')
  .refine((modes) => new Set(modes).size === modes.length, 'Choose each mode once');

const remarksSchema = proseSchema('Remarks', VENDOR_REMARKS_MAX_LENGTH).nullable().optional();

const emailFormat = z.email();
const contactEmailSchema = requiredTextSchema('Contact e-mail', 254).refine(
  (v) => emailFormat.safeParse(v).success,
  'Enter a valid e-mail address',
);

/** Adding (or updating) a registered vendor: a company found by the search. */
export const registeredVendorRequestSchema = z.strictObject({
  kind: z.literal(VENDOR_KIND.registered),
  vendorCompanyId: recordIdSchema,
  modes: vendorModesSchema,
  remarks: remarksSchema,
});

/** Adding (or updating) a vendor known by its address only: it answers rate enquiries by link. */
export const emailVendorRequestSchema = z.strictObject({
  kind: z.literal(VENDOR_KIND.email),
  name: nameField('Name', NAME_MAX_LENGTH),
  contactName: optionalTextSchema('Contact name', NAME_MAX_LENGTH),
  contactEmail: contactEmailSchema,
  modes: vendorModesSchema,
  remarks: remarksSchema,
});

/**
 * POST and PUT of the forwarder's vendor list. A PUT keeps the record's kind; a registered vendor's
 * name and contact are its company's, so only its modes and remarks change.
 */
export const vendorRequestSchema = z.discriminatedUnion(
  'kind',
  [registeredVendorRequestSchema, emailVendorRequestSchema],
  { error: `Kind must be ${VENDOR_KIND.registered} or ${VENDOR_KIND.email}` },
);
export type VendorRequest = z.infer<typeof vendorRequestSchema>;
export type RegisteredVendorRequest = z.infer<typeof registeredVendorRequestSchema>;
export type EmailVendorRequest = z.infer<typeof emailVendorRequestSchema>;

const vendorKinds = [VENDOR_KIND.registered, VENDOR_KIND.email] as const;

export const VENDOR_SORTS = ['name', 'createdAt'] as const;

/** The forwarder's vendor list: searched by name or e-mail, filtered by kind and mode. */
export const vendorListQuerySchema = sortedPageQuerySchema(VENDOR_SORTS).extend({
  kind: z.enum(vendorKinds).optional(),
  mode: z.enum(VENDOR_MODES).optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

const modesOut = z.array(z.enum(VENDOR_MODES));

/** A vendor of the list; a registered one shows its company's name, e-mail and country. */
export const vendorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(vendorKinds),
  vendorCompanyId: z.number().int().nullable(),
  name: z.string(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  modes: modesOut,
  remarks: z.string().nullable(),
  countryCode: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Vendor = z.infer<typeof vendorSchema>;

/** One lane a vendor serves, origin to destination country. */
export const vendorLaneSchema = z.strictObject({
  originCountryCode: laneCountrySchema('Origin country'),
  destinationCountryCode: laneCountrySchema('Destination country'),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

const laneKey = (lane: VendorLane) => `${lane.originCountryCode}>${lane.destinationCountryCode}`;

/** PUT of the company's own vendor profile: what forwarders find it by. */
export const vendorProfileRequestSchema = z.strictObject({
  modes: vendorModesSchema,
  lanes: z
    .array(vendorLaneSchema, { error: 'Lanes must be a list' })
    .max(VENDOR_LANES_MAX, `At most ${VENDOR_LANES_MAX} lanes`)
    .refine((lanes) => new Set(lanes.map(laneKey)).size === lanes.length, 'Each lane may be listed once'),
  description: proseSchema('Description', VENDOR_DESCRIPTION_MAX_LENGTH).nullable().optional(),
});
export type VendorProfileRequest = z.infer<typeof vendorProfileRequestSchema>;

/** The profile as answered; a company that never saved one gets it empty (`updatedAt` null). */
export const vendorProfileSchema = z.object({
  modes: modesOut,
  lanes: z.array(z.object({ originCountryCode: z.string(), destinationCountryCode: z.string() })),
  description: z.string().nullable(),
  updatedAt: timestampSchema.nullable(),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/** Registered vendor companies a forwarder may add: by name, country, mode and lane. */
export const vendorSearchQuerySchema = pageQuerySchema.extend({
  countryCode: countryCodeFilter,
  mode: z.enum(VENDOR_MODES).optional(),
  originCountryCode: countryCodeFilter,
  destinationCountryCode: countryCodeFilter,
});
export type VendorSearchQuery = z.infer<typeof vendorSearchQuerySchema>;

export const vendorSearchResultSchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  countryCode: z.string().nullable(),
  modes: modesOut,
  lanes: vendorProfileSchema.shape.lanes,
  description: z.string().nullable(),
  isInMyList: z.boolean(),
});
export type VendorSearchResult = z.infer<typeof vendorSearchResultSchema>;

/** A vendor's request to become a forwarder. */
export const vendorConversionCreateSchema = z.strictObject({
  reason: requiredProseSchema('Reason', VENDOR_CONVERSION_REASON_MAX_LENGTH),
});
export type VendorConversionCreate = z.infer<typeof vendorConversionCreateSchema>;

export const vendorConversionRequestSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  status: z.enum(VENDOR_CONVERSION_STATUSES),
  reason: z.string().nullable(),
  requestedAt: timestampSchema,
  requestedByName: z.string(),
  reviewedAt: timestampSchema.nullable(),
  rejectionReason: z.string().nullable(),
});
export type VendorConversionRequest = z.infer<typeof vendorConversionRequestSchema>;

/** The list's status filter: one status, or every request. */
export const VENDOR_CONVERSION_STATUS_ALL = 'all';
export const VENDOR_CONVERSION_STATUS_FILTERS = [
  VENDOR_CONVERSION_STATUS_ALL,
  ...VENDOR_CONVERSION_STATUSES,
] as const;

/** The platform's queue: pending requests, oldest first, unless told otherwise; searched by company. */
export const vendorConversionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(VENDOR_CONVERSION_STATUS_FILTERS).default(VENDOR_CONVERSION_STATUS.pending),
});
export type VendorConversionListQuery = z.infer<typeof vendorConversionListQuerySchema>;

/** 'Air, Sea': the modes as the screens and mails show them. */
export const formatVendorModes = (modes: readonly (typeof VENDOR_MODES)[number][]) =>
  modes.map((mode) => VENDOR_MODE_LABELS[mode]).join(', ');
