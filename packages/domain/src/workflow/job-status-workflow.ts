import {
  JOB_MAIN_LINE,
  JOB_PAUSE_STATUSES,
  JOB_STATUS,
  type JobMainLineStatus,
  type JobPauseStatus,
  type JobRecordedOnlyStatus,
  type JobStatusCode,
} from '../codes/job-status';
import { defineWorkflow, type WorkflowGuard } from './define-workflow';

/** What a job's status alone cannot say: where a paused job stopped on the main line. */
export type JobStatusContext = { interrupted: JobMainLineStatus };

export const isJobMainLineStatus = (status: string): status is JobMainLineStatus =>
  (JOB_MAIN_LINE as readonly string[]).includes(status);

export const isJobPauseStatus = (status: string): status is JobPauseStatus =>
  (JOB_PAUSE_STATUSES as readonly string[]).includes(status);

/** Every main-line status but CLOS, which is final. */
type OpenMainLineStatus = Exclude<JobMainLineStatus, 'CLOS'>;

const SPBO_AT = JOB_MAIN_LINE.indexOf('SPBO');

/**
 * From a main-line status: any later one (next or skipping forward), BLAP from SPBO on, SPRE from
 * SPBO, a pause, or CNCL.
 */
function fromMainLine(status: OpenMainLineStatus): JobStatusCode[] {
  const at = JOB_MAIN_LINE.indexOf(status);
  return [
    ...JOB_MAIN_LINE.slice(at + 1),
    ...(at >= SPBO_AT ? (['BLAP'] as const) : []),
    ...(status === 'SPBO' ? (['SPRE'] as const) : []),
    ...JOB_PAUSE_STATUSES,
    'CNCL',
  ];
}

/**
 * From a pause: back onto the main line (the guard keeps it to the status it interrupted),
 * another pause (which keeps that status), or CNCL.
 */
function fromPause(status: JobPauseStatus): JobStatusCode[] {
  return [...JOB_MAIN_LINE.slice(0, -1), ...JOB_PAUSE_STATUSES.filter((p) => p !== status), 'CNCL'];
}

const resumesWhereItStopped: WorkflowGuard<
  JobStatusCode,
  Exclude<JobStatusCode, JobRecordedOnlyStatus>,
  JobStatusContext
> = ({ from, to, context }) => {
  if (!isJobPauseStatus(from) || !isJobMainLineStatus(to)) return null;
  if (!context) return `The status that ${from} (${JOB_STATUS[from]}) interrupted is not known`;
  if (to === context.interrupted) return null;
  return `A job in ${from} (${JOB_STATUS[from]}) returns only to ${context.interrupted} (${JOB_STATUS[context.interrupted]}), the status it interrupted`;
};

/**
 * The job statuses of SPEC §4 / PRODUCT §2.7 (see docs/decisions.md, "Job statuses"):
 * - the main line QUED → … → CLOS moves forward only, to the next status or skipping ahead;
 * - BLAP is recorded while the job is between SPBO and PRTV and leaves it where it is;
 * - SPRE is recorded from SPBO and puts the job back to QUED;
 * - QERY, SEUN, QREJ and CPRD pause any open status; a paused job returns to the main-line status
 *   it interrupted (context), switches to another pause, or is cancelled;
 * - CLOS and CNCL are final.
 */
export const jobStatusWorkflow = defineWorkflow({
  subject: 'job',
  states: JOB_STATUS,
  transitions: {
    QUED: fromMainLine('QUED'),
    SPBO: fromMainLine('SPBO'),
    CAPI: fromMainLine('CAPI'),
    CGLD: fromMainLine('CGLD'),
    TRNT: fromMainLine('TRNT'),
    AADP: fromMainLine('AADP'),
    DORE: fromMainLine('DORE'),
    CGRE: fromMainLine('CGRE'),
    ADPL: fromMainLine('ADPL'),
    PREL: fromMainLine('PREL'),
    PREC: fromMainLine('PREC'),
    PRTV: fromMainLine('PRTV'),
    CLOS: [],
    QERY: fromPause('QERY'),
    SEUN: fromPause('SEUN'),
    QREJ: fromPause('QREJ'),
    CPRD: fromPause('CPRD'),
    CNCL: [],
  },
  recordedOnly: {
    BLAP: (from) => from,
    SPRE: () => 'QUED',
  },
  guards: [resumesWhereItStopped],
});

/**
 * The context of a job from its status history, oldest first: a paused job interrupted the
 * main-line status it last left for a pause (moving between pauses keeps it). Undefined when the
 * job never paused.
 */
export function jobStatusContextOf(
  history: readonly { fromStatus: string | null; toStatus: string }[],
): JobStatusContext | undefined {
  const entry = history.findLast(
    (e) => e.fromStatus !== null && isJobMainLineStatus(e.fromStatus) && isJobPauseStatus(e.toStatus),
  );
  const interrupted = entry?.fromStatus;
  return interrupted && isJobMainLineStatus(interrupted) ? { interrupted } : undefined;
}
