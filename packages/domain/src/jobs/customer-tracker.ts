import { JOB_MAIN_LINE, JOB_STATUS, type JobStatusCode } from '../codes/job-status';

/**
 * The customer's tracker (issue 24): the milestones that happened, each with its actual (or
 * marked estimated) time and its place, in plain words, and the route ahead as planned, never
 * ticked. The forwarder's internal steps never reach the customer: the payments between the
 * forwarder and its vendor (PREL is the customer's release that starts them, PRTV the payment to
 * the vendor) and custom statuses marked internal.
 */

/** The SPEC §4 statuses the customer's timeline and tracker leave out. */
export const CUSTOMER_HIDDEN_STATUSES = ['PREL', 'PRTV'] as const satisfies readonly JobStatusCode[];

const hidden: readonly string[] = CUSTOMER_HIDDEN_STATUSES;

/** Whether a timeline entry reaches the customer: no internal custom status, no hidden status. */
export const isCustomerTimelineEntry = (entry: { kind: string; code: string; internal: boolean }) =>
  entry.kind === 'custom' ? !entry.internal : !hidden.includes(entry.code);

/**
 * The status the customer reads for the job's status: a hidden one reads as the customer-visible
 * main-line status before it (PREL as ADPL, PRTV as PREC), so its list, badge and tracker agree.
 */
export function customerJobStatus(status: JobStatusCode): JobStatusCode {
  let at = (JOB_MAIN_LINE as readonly string[]).indexOf(status);
  if (at < 0 || !hidden.includes(status)) return status;
  while (at > 0 && hidden.includes(JOB_MAIN_LINE[at] as string)) at -= 1;
  return JOB_MAIN_LINE[at] as JobStatusCode;
}

/** Each status as the customer reads it. */
export const CUSTOMER_MILESTONE: Record<JobStatusCode, string> = {
  QUED: 'Booking received by your forwarder',
  QERY: 'On hold: your forwarder has a query',
  SPBO: 'Space booked with the carrier',
  SPRE: 'Space released; your forwarder is rebooking',
  DORE: 'Delivery order released',
  CAPI: 'Cargo picked up',
  BLAP: 'Bill of lading approved',
  CGLD: 'Loaded on board',
  CGRE: 'Released by customs',
  AADP: 'Arrived at the port of discharge',
  ADPL: 'Delivered to the place of delivery',
  PREL: 'Payment released',
  PREC: 'Payment received by your forwarder',
  PRTV: 'Payment released to vendor',
  SEUN: 'Service unavailable',
  TRNT: 'Departed: in transit',
  QREJ: 'Rejected',
  CPRD: 'Cannot proceed',
  CNCL: 'Cancelled',
  CLOS: 'Completed',
};

export type TrackerEntry = {
  kind: string;
  code: string;
  label: string;
  changedAt: string;
  eventAt: string | null;
  eventClassifier: string | null;
  eventLocation: string | null;
  internal: boolean;
};

export type TrackerMilestone = {
  code: string;
  words: string;
  /** When it happened (or is expected, `estimated`); the move's time when no event time was kept. */
  at: string;
  estimated: boolean;
  location: string | null;
};

export type CustomerTracker = {
  happened: TrackerMilestone[];
  ahead: { code: JobStatusCode; words: string }[];
};

const isMainLine = (code: string): code is (typeof JOB_MAIN_LINE)[number] =>
  (JOB_MAIN_LINE as readonly string[]).includes(code);

/**
 * The tracker from the job's status and its timeline as the API gives it (any order of kinds, the
 * timeline's order kept): happened milestones are the entries themselves, never a status the job
 * skipped; ahead, the main-line statuses after the furthest one reached, less the hidden ones, and
 * nothing once the job is closed or cancelled.
 */
export function customerTracker(status: JobStatusCode, timeline: readonly TrackerEntry[]): CustomerTracker {
  const shown = timeline.filter(isCustomerTimelineEntry);
  const happened = shown.map((entry) => ({
    code: entry.code,
    words:
      entry.kind === 'custom'
        ? entry.label
        : (CUSTOMER_MILESTONE[entry.code as JobStatusCode] ?? JOB_STATUS[entry.code as JobStatusCode]),
    at: entry.eventAt ?? entry.changedAt,
    estimated: entry.eventClassifier === 'EST',
    location: entry.eventLocation,
  }));
  if (status === 'CLOS' || status === 'CNCL') return { happened, ahead: [] };
  let furthest = -1;
  for (const entry of timeline) {
    // SPRE puts the job back to QUED: the steps after it lie ahead again.
    if (entry.kind === 'status' && entry.code === 'SPRE') furthest = 0;
    else if (entry.kind === 'status' && isMainLine(entry.code)) {
      furthest = Math.max(furthest, JOB_MAIN_LINE.indexOf(entry.code));
    }
  }
  const ahead = JOB_MAIN_LINE.slice(furthest + 1)
    .filter((code) => !hidden.includes(code))
    .map((code) => ({ code, words: CUSTOMER_MILESTONE[code] }));
  return { happened, ahead };
}
