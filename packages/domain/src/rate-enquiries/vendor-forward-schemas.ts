import { z } from 'zod';
import { pageQuerySchema } from '../api/schemas';
import { timestampSchema } from '../api/timestamps';
import { COMMODITY_CODES } from '../rates/rate-fields';
import { routeLegSelectionSchema } from '../rates/rate-wizard-schemas';
import { FREIGHT_TYPES } from '../reference/paths';
import { FORWARD_STATUSES, LOAD_TYPES } from './codes';
import { enquiryPackageSchema } from './enquiry-schemas';
import {
  forwardAnswerRequestSchema,
  forwardAnswerSchema,
  forwardDeclineRequestSchema,
  REQUIRED_CHARGES,
} from './forward-schemas';

/**
 * The vendor's side of a forward: what a registered vendor sees in the app and an e-mail-only
 * vendor through its link (/rateEnquiryResponseForm?token=…). It carries the cargo and the route,
 * never who the customer is: no customer name or company, no KYC, no SMS number, no street
 * addresses, no attachments, no customer remarks (docs/decisions.md).
 */

/** What the vendor doors answer. */
export const FORWARD_ANSWER_MESSAGES = {
  alreadyAnswered: 'This enquiry has already been answered or declined.',
  enquiryClosed: 'This enquiry is no longer open for answers.',
  answered: 'Your rates were sent.',
  declined: 'You declined this enquiry.',
  manualSaved: "The vendor's response was saved.",
  notFound: 'Enquiry not found',
  validityPast: 'Valid till must not be in the past',
} as const;

/**
 * PRODUCT §6: an unknown, expired, used or mismatched link gets this one answer on every call
 * (the GET as a 404; every write as a 409, the answer a write on a link already used gets).
 */
export const FORWARD_LINK_MESSAGES = {
  linkInvalid:
    'This response link is not valid: it is unknown, has expired or has already been used. Ask the forwarder for a new one.',
} as const;

/** Notification kinds of the vendor's answer, for the forwarder's handler. */
export const FORWARD_NOTIFICATION_KIND = {
  answered: 'forward-answered',
  declined: 'forward-declined',
} as const;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const port = z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() });

/** A forward as its vendor sees it: the enquiry's cargo and route, the forwarder's ask, its own answer. */
export const vendorForwardSchema = z.object({
  id: z.number().int(),
  /** The enquiry's reference (RE-YYYY-NNNNNN): what the vendor quotes against. */
  reference: z.string(),
  status: z.enum(FORWARD_STATUSES),
  version: z.number().int(),
  /** The forwarder asking (the vendor's customer); never the forwarder's customer. */
  forwarder: z.object({ name: z.string() }),
  mode: z.enum(FREIGHT_TYPES),
  loadType: z.enum(LOAD_TYPES).nullable(),
  containers: z.array(
    z.object({ containerSizeId: z.number().int(), containerSizeName: z.string(), count: z.number().int() }),
  ),
  packages: z.array(enquiryPackageSchema),
  legs: routeLegSelectionSchema,
  originPort: port,
  destinationPort: port,
  /** Cities and dry ports only: a street address could name the customer. */
  originPlace: named,
  originCustomPoint: named,
  destinationCustomPoint: named,
  finalPlace: named,
  incotermCode: z.string().nullable(),
  commodityType: z.enum(COMMODITY_CODES),
  dgClassCode: z.string().nullable(),
  unNumber: z.string().nullable(),
  setTemperatureC: z.number().nullable(),
  cargoReadyDate: z.string(),
  preferredLine: named,
  chargeableWeightKg: z.string().nullable(),
  revenueTons: z.string().nullable(),
  grossWeightKg: z.string().nullable(),
  requiredCharges: z.array(z.enum(REQUIRED_CHARGES)),
  deadlineAt: timestampSchema,
  /** Pricing's message to the vendors. */
  message: z.string().nullable(),
  forwardedAt: timestampSchema,
  declineReason: z.string().nullable(),
  answeredAt: timestampSchema.nullable(),
  /** The link's expiry (PRODUCT §6: shown to the user); null in the app. */
  linkExpiresAt: timestampSchema.nullable(),
  /** Whether an answer or a decline is still taken (Received, and the enquiry still open). */
  canAnswer: z.boolean(),
  answer: forwardAnswerSchema.nullable(),
  /**
   * What the answer form offers: the currencies, and the shipping lines of the enquiry's mode the
   * forwarder knows (shipped and its own). The link's vendor cannot read the reference lists.
   */
  options: z.object({
    currencies: z.array(z.object({ code: z.string(), name: z.string() })),
    shippingLines: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type VendorForward = z.infer<typeof vendorForwardSchema>;

/** A row of the vendor's incoming enquiries. */
export const vendorForwardListItemSchema = vendorForwardSchema.pick({
  id: true,
  reference: true,
  status: true,
  forwarder: true,
  mode: true,
  loadType: true,
  originPort: true,
  destinationPort: true,
  cargoReadyDate: true,
  deadlineAt: true,
  forwardedAt: true,
  answeredAt: true,
});
export type VendorForwardListItem = z.infer<typeof vendorForwardListItemSchema>;

/** The vendor's list: by status, and a search of the reference. */
export const vendorForwardListQuerySchema = pageQuerySchema.extend({
  status: z.enum(FORWARD_STATUSES, { error: 'Choose a forward status' }).optional(),
});
export type VendorForwardListQuery = z.infer<typeof vendorForwardListQuerySchema>;

/**
 * A link's token as sent. Only its size is checked here: a token of the wrong shape is just
 * another link that does not work, and gets that answer (PRODUCT §6).
 */
export const forwardLinkTokenSchema = z
  .string({ error: 'Token is required' })
  .min(1, 'Token is required')
  .max(200, 'Token is not valid');

export const forwardLinkQuerySchema = z.strictObject({ token: forwardLinkTokenSchema });
export type ForwardLinkQuery = z.infer<typeof forwardLinkQuerySchema>;

/** POST forwardLinkAnswer: the token and the answer. */
export const forwardLinkAnswerRequestSchema = forwardAnswerRequestSchema.safeExtend({
  token: forwardLinkTokenSchema,
});
export type ForwardLinkAnswerRequest = z.infer<typeof forwardLinkAnswerRequestSchema>;

/** POST forwardLinkDecline: the token and the reason. */
export const forwardLinkDeclineRequestSchema = forwardDeclineRequestSchema.extend({
  token: forwardLinkTokenSchema,
});
export type ForwardLinkDeclineRequest = z.infer<typeof forwardLinkDeclineRequestSchema>;

const ID_MAX = 2_147_483_647;
/** The manual response's path: the enquiry and its forward. */
export const forwardManualResponseParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(ID_MAX),
  forwardId: z.coerce.number().int().positive().max(ID_MAX),
});

/** Which required charges no line of an answer prices yet: the checklist's open items. */
export const missingRequiredCharges = (
  required: readonly (typeof REQUIRED_CHARGES)[number][],
  lines: readonly { chargeKey: string | null }[],
) => required.filter((key) => !lines.some((line) => line.chargeKey === key));
