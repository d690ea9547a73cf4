import {
  customerTracker,
  isJobMainLineStatus,
  JOB_STATUS,
  type JobMainLineStatus,
  type JobStatusCode,
  type JobTimelineEntry,
} from '@fastforward/domain';
import { Alert, Badge, Group, Skeleton, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../board/job-labels';
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
 * The customer's tracker (domain `customerTracker`): the milestones that happened, in plain words
 * with their time (estimates marked) and place, then the route ahead as planned, never ticked. A
 * paused or cancelled job also says where it stopped and why.
 */
export function MyJobProgress({
  status,
  timeline,
}: {
  status: JobStatusCode;
  timeline: readonly JobTimelineEntry[] | undefined;
}) {
  if (!timeline) return <Skeleton height={120} aria-label="Loading job progress" />;
  const { happened, ahead } = customerTracker(status, timeline);
  const at = isJobMainLineStatus(status) ? status : lastMainLineStatus(timeline);
  return (
    <>
      <Timeline active={happened.length - 1} bulletSize={14} lineWidth={2} aria-label="Job progress">
        {happened.map((m) => (
          <Timeline.Item
            // A code may repeat (a job held twice); its time with it does not.
            key={`${m.code}-${m.at}`}
            title={
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {m.words}
                </Text>
                {m.estimated ? (
                  <Badge size="xs" variant="light" color="yellow">
                    Estimated
                  </Badge>
                ) : null}
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {[formatDateTime(m.at), m.location].filter(Boolean).join(' · ')}
            </Text>
          </Timeline.Item>
        ))}
        {ahead.map((m) => (
          <Timeline.Item
            key={`planned-${m.code}`}
            lineVariant="dashed"
            title={
              <Text size="sm" c="dimmed">
                {m.words}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              Planned
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
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
