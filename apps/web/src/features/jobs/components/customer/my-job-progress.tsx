import {
  isJobMainLineStatus,
  JOB_MAIN_LINE,
  JOB_STATUS,
  type JobMainLineStatus,
  type JobStatusCode,
  type JobTimelineEntry,
} from '@fastforward/domain';
import { Alert, ScrollArea, Stepper } from '@mantine/core';
import { jobStatusLabel } from '../status/job-status-labels';

/**
 * The main-line status the job last stood at, from its timeline: BLAP leaves it where it was,
 * SPRE puts it back to QUED, a pause or a cancellation keeps the one it interrupted.
 */
export function lastMainLineStatus(entries: readonly JobTimelineEntry[]): JobMainLineStatus {
  let at: JobMainLineStatus = 'QUED';
  for (const entry of entries) {
    if (entry.kind !== 'status') continue;
    if (entry.code === 'SPRE') at = 'QUED';
    else if (isJobMainLineStatus(entry.code)) at = entry.code;
  }
  return at;
}

/**
 * Where the job stands on the main line (PRODUCT §2.7), QUED to CLOS: the steps behind it done,
 * its own in progress. A paused or cancelled job shows where it stopped and why.
 */
export function MyJobProgress({
  status,
  timeline,
}: {
  status: JobStatusCode;
  timeline: readonly JobTimelineEntry[] | undefined;
}) {
  const at = isJobMainLineStatus(status) ? status : lastMainLineStatus(timeline ?? []);
  // A closed job has every step done; otherwise its own step is the one in progress.
  const active = status === 'CLOS' ? JOB_MAIN_LINE.length : JOB_MAIN_LINE.indexOf(at);
  return (
    <>
      <ScrollArea type="auto" offsetScrollbars>
        <Stepper active={active} size="xs" aria-label="Job progress" miw={960}>
          {JOB_MAIN_LINE.map((code) => (
            <Stepper.Step key={code} label={code} description={jobStatusLabel(code)} />
          ))}
        </Stepper>
      </ScrollArea>
      {isJobMainLineStatus(status) ? null : (
        <Alert color={status === 'QERY' ? 'orange' : 'red'} title={`${status} · ${jobStatusLabel(status)}`}>
          {status === 'CNCL'
            ? `The job was cancelled at ${at} (${JOB_STATUS[at]}).`
            : `The job is held at ${at} (${JOB_STATUS[at]}); your forwarder will resume it or tell you why.`}
        </Alert>
      )}
    </>
  );
}
