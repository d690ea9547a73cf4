/** Job status codes of SPEC §4 with their labels. Transitions: `workflow/job-status-workflow.ts`. */
export const JOB_STATUS = {
  QUED: 'queued',
  QERY: 'query',
  SPBO: 'space booked',
  SPRE: 'space released',
  DORE: 'delivery order released',
  CAPI: 'cargo pickup',
  BLAP: 'bill of lading approved',
  CGLD: 'cargo loaded',
  CGRE: 'cargo released',
  AADP: 'arrived at delivery point',
  ADPL: 'arrived at delivery place',
  PREL: 'payment released',
  PREC: 'payment received',
  PRTV: 'payment released to vendor',
  SEUN: 'service unavailable',
  TRNT: 'in transit',
  QREJ: 'rejected',
  CPRD: 'cannot proceed',
  CNCL: 'cancelled',
  CLOS: 'closed',
} as const;

export type JobStatusCode = keyof typeof JOB_STATUS;

/** PRODUCT §2.7: the main line, in order; a job moves forward along it, never back. */
export const JOB_MAIN_LINE = [
  'QUED',
  'SPBO',
  'CAPI',
  'CGLD',
  'TRNT',
  'AADP',
  'DORE',
  'CGRE',
  'ADPL',
  'PREL',
  'PREC',
  'PRTV',
  'CLOS',
] as const satisfies readonly JobStatusCode[];
export type JobMainLineStatus = (typeof JOB_MAIN_LINE)[number];

/** The exception statuses that pause a job where it stands; it resumes at the status they interrupted. */
export const JOB_PAUSE_STATUSES = [
  'QERY',
  'SEUN',
  'QREJ',
  'CPRD',
] as const satisfies readonly JobStatusCode[];
export type JobPauseStatus = (typeof JOB_PAUSE_STATUSES)[number];

/**
 * Statuses recorded in a job's history but never held by it: BLAP (the bill of lading approved)
 * leaves the job where it is on the main line, SPRE (space released) puts it back to QUED.
 */
export const JOB_RECORDED_ONLY_STATUSES = ['BLAP', 'SPRE'] as const satisfies readonly JobStatusCode[];
export type JobRecordedOnlyStatus = (typeof JOB_RECORDED_ONLY_STATUSES)[number];

/** A status a job can be in: what its `status` column holds. */
export type JobHeldStatus = Exclude<JobStatusCode, JobRecordedOnlyStatus>;

/** Commodity types of SPEC §3 with their display names. */
export const COMMODITY_TYPE = {
  GNRL: 'General',
  HZMT: 'Hazardous',
  TEMP: 'Temperature Controlled',
} as const;
