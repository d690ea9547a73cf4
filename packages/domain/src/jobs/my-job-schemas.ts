import { z } from 'zod';
import { proseSchema } from '../api/fields';
import { JOB_MAIN_LINE, JOB_STATUS, type JobStatusCode } from '../codes/job-status';
import { jobListQuerySchema } from './job-schemas';

/**
 * The customer's side of its jobs (My Jobs): its list's filters, the counts its dashboard shows,
 * and the one move it makes itself, "payment released" (PREL).
 */

/** How the customer's dashboard groups its jobs: under way, on the water (or in the air), done. */
export const JOB_STATUS_GROUP = {
  open: 'Open',
  inTransit: 'In transit',
  closed: 'Closed',
} as const;
export type JobStatusGroup = keyof typeof JOB_STATUS_GROUP;
export const JOB_STATUS_GROUPS = Object.keys(JOB_STATUS_GROUP) as [JobStatusGroup, ...JobStatusGroup[]];

/** Loaded and sailing (flying): from cargo loaded until it arrives at the delivery point. */
const IN_TRANSIT: readonly JobStatusCode[] = ['CGLD', 'TRNT'];
/** The final statuses: nothing more happens to the job. */
const CLOSED: readonly JobStatusCode[] = ['CLOS', 'CNCL'];

/** The group a job status falls in: final ones closed, loaded or in transit in transit, the rest open. */
export function jobStatusGroupOf(status: JobStatusCode): JobStatusGroup {
  if (CLOSED.includes(status)) return 'closed';
  if (IN_TRANSIT.includes(status)) return 'inTransit';
  return 'open';
}

/** The statuses of a group, for a list filter. */
export const jobStatusesOfGroup = (group: JobStatusGroup): JobStatusCode[] =>
  (Object.keys(JOB_STATUS) as JobStatusCode[]).filter((status) => jobStatusGroupOf(status) === group);

/**
 * GET myJobs: the board's query less what the customer cannot choose (which customer, which of
 * the forwarder's users), plus the dashboard's status group.
 */
export const myJobListQuerySchema = jobListQuerySchema
  .omit({ customerCompanyId: true, assignedTo: true, late: true })
  .extend({ group: z.enum(JOB_STATUS_GROUPS, { error: 'Choose open, in transit or closed' }).optional() });
export type MyJobListQuery = z.infer<typeof myJobListQuerySchema>;

/** GET myJobDashboard: the customer's jobs by status group. */
export const myJobDashboardSchema = z.object({
  total: z.number().int(),
  byGroup: z.array(z.object({ group: z.enum(JOB_STATUS_GROUPS), count: z.number().int() })),
});
export type MyJobDashboard = z.infer<typeof myJobDashboardSchema>;

/** The status the customer records when it has paid. */
export const CUSTOMER_PAYMENT_STATUS = 'PREL' as const satisfies JobStatusCode;

/** The main-line status right before PREL: the customer records its payment from there only. */
const BEFORE_PAYMENT = JOB_MAIN_LINE[JOB_MAIN_LINE.indexOf(CUSTOMER_PAYMENT_STATUS) - 1];

/**
 * Whether the customer may say it released the payment: the job stands right before PREL on the
 * main line (so the customer never skips operations' statuses, which a job cannot go back to)
 * and the forwarder has issued it an invoice to pay.
 */
export function canCustomerReleasePayment(job: { status: string; hasIssuedInvoice: boolean }): boolean {
  return job.status === BEFORE_PAYMENT && job.hasIssuedInvoice;
}

/** POST myJobPaymentReleased: the job version read and the payment's reference (bank transfer, cheque). */
export const myJobPaymentReleasedRequestSchema = z.strictObject({
  version: z
    .number({ error: 'Version is required' })
    .int('Version is required')
    .min(0, 'Version is required'),
  reference: proseSchema('Payment reference', 100).nullable().optional(),
});
export type MyJobPaymentReleasedRequest = z.infer<typeof myJobPaymentReleasedRequestSchema>;
