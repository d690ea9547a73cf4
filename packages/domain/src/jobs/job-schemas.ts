import { z } from 'zod';
import { idFieldSchema, optionalTextSchema, proseSchema } from '../api/fields';
import { queryIdSchema, sortedPageQuerySchema } from '../api/list-query';
import { timestampSchema } from '../api/timestamps';
import { JOB_STATUS } from '../codes/job-status';
import { bookingSchema } from '../rate-enquiries/booking-schemas';
import { enquirySchema } from '../rate-enquiries/enquiry-schemas';
import { customerQuoteLineSchema, quoteLineSchema } from '../rate-enquiries/quote-schemas';
import { UN_LOCODE_PATTERN } from '../reference/codes';
import { FREIGHT_TYPES } from '../reference/paths';
import { DCSA_EVENT_TYPE } from './codes';
import { EVENT_CLASSIFIERS, JOB_EVENT_MESSAGES } from './shipment-guards';
import { jobShipmentSchema } from './shipment-schemas';

/**
 * The job as both doors answer it (PRODUCT §2.7). The staff door shows the option's buy; the
 * customer's door the same shape with sell-only lines and no buy (null).
 */

const JOB_STATUS_CODES = Object.keys(JOB_STATUS) as [keyof typeof JOB_STATUS, ...(keyof typeof JOB_STATUS)[]];
const named = z.object({ id: z.number().int(), name: z.string() });
const person = z.object({ id: z.number().int(), fullName: z.string() });
const amount = z.string();
const dateField = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });

/** A DCSA Track & Trace event (JOB_STATUS_DCSA_EVENTS). */
export const dcsaEventSchema = z.object({
  eventType: z.enum(DCSA_EVENT_TYPE),
  eventTypeCode: z.string(),
  documentTypeCode: z.string().nullable(),
});

/** A row of the job board (and of the customer's job list). */
export const jobListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(JOB_STATUS_CODES),
  statusLabel: z.string(),
  version: z.number().int(),
  enquiryId: z.number().int(),
  enquiryReference: z.string(),
  customer: named,
  mode: z.enum(FREIGHT_TYPES),
  originPort: named,
  destinationPort: named,
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  assignedTo: person.nullable(),
  /** The booked option's carrier. */
  carrier: z.string().nullable(),
  /** The main carriage's vessel (or flight) and voyage: 'MSC GULSUN / 451E'. */
  vesselVoyage: z.string().nullable(),
  /** The carrier's B/L (MBL), else the house bill. */
  billOfLading: z.string().nullable(),
  /** The containers entered on the job. */
  containerCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

export const JOB_SORTS = ['createdAt', 'reference', 'etd', 'eta', 'status'] as const;

/** The job board's filters (PRODUCT §2.7): status, customer, mode, lane, ETD/ETA, assigned user, search. */
export const jobListQuerySchema = sortedPageQuerySchema(JOB_SORTS, 'desc').extend({
  status: z.enum(JOB_STATUS_CODES, { error: 'Choose a job status' }).optional(),
  mode: z.enum(FREIGHT_TYPES).optional(),
  customerCompanyId: queryIdSchema,
  originPortId: queryIdSchema,
  destinationPortId: queryIdSchema,
  assignedTo: queryIdSchema,
  etdFrom: dateField('ETD from').optional(),
  etdTo: dateField('ETD to').optional(),
  etaFrom: dateField('ETA from').optional(),
  etaTo: dateField('ETA to').optional(),
  /** Late milestones (summaries/dashboards JOB_LATE_*): true only those, false none of them. */
  late: z.stringbool({ error: 'Late must be true or false' }).optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** The board's counts per status, of the company's jobs. */
export const jobDashboardSchema = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: z.enum(JOB_STATUS_CODES), count: z.number().int() })),
});
export type JobDashboard = z.infer<typeof jobDashboardSchema>;

/** The selected quote option the job carries out: its lines and totals (buy: the staff's only). */
export const jobOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  shippingLine: named.nullable(),
  transitDays: z.number().int().nullable(),
  freeDays: z.number().int().nullable(),
  currency: z.string(),
  lines: z.array(z.union([quoteLineSchema, customerQuoteLineSchema])),
  sellTotal: amount,
  /** Null for the customer. */
  buyTotal: amount.nullable(),
});
export type JobOption = z.infer<typeof jobOptionSchema>;

/** A move the job may make now, for the status menu: the workflow's answer from where it stands. */
export const jobMoveOptionSchema = z.object({
  status: z.enum(JOB_STATUS_CODES),
  label: z.string(),
});

/** One job with its route, cargo, parties (the booking), the option's lines and where it stands. */
export const jobSchema = jobListItemSchema.extend({
  doNumber: z.string().nullable(),
  /** The DCSA Track & Trace event of the status it holds. */
  dcsaEvent: dcsaEventSchema,
  /** The statuses the workflow allows next (empty for the customer and for a final job). */
  allowedMoves: z.array(jobMoveOptionSchema),
  enquiry: enquirySchema,
  booking: bookingSchema,
  option: jobOptionSchema,
  /** The carrier's booking, the bills of lading and the transport legs. */
  shipment: jobShipmentSchema,
  /**
   * The currencies an invoice drafted from the job may take: the quote's first (the default), then
   * the company's base currency when it differs. Empty for the customer.
   */
  invoiceCurrencies: z.array(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

/** One entry of the timeline: a SPEC §4 status move, or a custom status recorded without moving the line. */
export const jobTimelineEntrySchema = z.object({
  /** 'status:<history id>' or 'custom:<entry id>': unique across both kinds. */
  key: z.string(),
  kind: z.enum(['status', 'custom']),
  /** The SPEC §4 code, or the company's custom code. */
  code: z.string(),
  label: z.string(),
  /** Null for the first status and for a custom status. */
  fromStatus: z.string().nullable(),
  /** The DCSA event of a SPEC status; null for a custom status. */
  dcsaEvent: dcsaEventSchema.nullable(),
  changedBy: person.nullable(),
  changedAt: timestampSchema,
  remarks: z.string().nullable(),
  /** When the event happened or is expected; null for a custom status and for moves before events were kept. */
  eventAt: timestampSchema.nullable(),
  eventClassifier: z.enum(EVENT_CLASSIFIERS).nullable(),
  /** Where (UN/LOCODE). */
  eventLocation: z.string().nullable(),
  /** What a relaxed shipment guard let the move go without (null for the customer). */
  waivedGuards: z.string().nullable(),
  /** A custom status marked internal (the customer never receives one). */
  internal: z.boolean(),
});
export type JobTimelineEntry = z.infer<typeof jobTimelineEntrySchema>;
export const jobTimelineSchema = z.array(jobTimelineEntrySchema);

const version = z
  .number({ error: 'Version is required' })
  .int('Version is required')
  .min(0, 'Version is required');
const remarks = proseSchema('Remarks', 1000).nullable().optional();

/** POST jobStatus: the status to move to, the version the caller read, remarks for the timeline. */
export const jobStatusRequestSchema = z.strictObject({
  status: z.enum(JOB_STATUS_CODES, { error: 'Choose a job status' }),
  version,
  remarks,
  /** When the event happened (actual, never in the future) or is expected; left out, now. */
  eventAt: z.iso.datetime({ offset: true, error: JOB_EVENT_MESSAGES.eventAt }).nullable().optional(),
  eventClassifier: z
    .enum(EVENT_CLASSIFIERS, { error: 'Choose ACT (actual) or EST (estimated)' })
    .nullable()
    .optional(),
  eventLocation: optionalTextSchema(
    'Event place',
    5,
    (v) => UN_LOCODE_PATTERN.test(v),
    'Event place must be a UN/LOCODE: 2-letter country + 3 letters or digits 2-9, e.g. AEJEA',
  ),
});
export type JobStatusRequest = z.infer<typeof jobStatusRequestSchema>;

/** POST jobApproveBl: BLAP at the version read. */
export const jobApproveBlRequestSchema = z.strictObject({ version, remarks });
export type JobApproveBlRequest = z.infer<typeof jobApproveBlRequestSchema>;

/** PUT job: who handles it and the carrier's dates, at the version read. */
export const jobUpdateRequestSchema = z
  .strictObject({
    version,
    assignedTo: idFieldSchema('Choose a user').nullable().optional(),
    etd: dateField('ETD').nullable().optional(),
    eta: dateField('ETA').nullable().optional(),
  })
  .refine((v) => !v.etd || !v.eta || v.eta >= v.etd, {
    path: ['eta'],
    message: 'ETA must not be before ETD',
  });
export type JobUpdateRequest = z.infer<typeof jobUpdateRequestSchema>;

/** Who sees which door of a job: the forwarder's staff, or the customer. */
export type JobDoor = 'staff' | 'customer';
