import type { JobTimelineEntry } from '@fastforward/domain';
import { Alert, Badge, Card, Group, Skeleton, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useJobHistory } from '../../api/get-job-history';
import { formatDateTime } from '../board/job-labels';
import { dcsaEventLabel, isJobStatusCode, JOB_STATUS_COLORS } from '../status/job-status-labels';

const CUSTOM_COLOR = 'grape';

const colorOf = (entry: JobTimelineEntry) =>
  entry.kind === 'custom'
    ? CUSTOM_COLOR
    : isJobStatusCode(entry.code)
      ? JOB_STATUS_COLORS[entry.code]
      : 'blue';

/**
 * A job's timeline, oldest first: each status move with its code and label, who made it and when,
 * the remarks and its DCSA event; a company's custom status is drawn apart (hollow, 'Custom'), as it
 * records without moving the job. Both doors render it from their own history call.
 */
export function JobTimeline({ entries }: { entries: readonly JobTimelineEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing recorded yet.</Text>;
  return (
    <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2} aria-label="Job timeline">
      {entries.map((entry) => {
        const isCustom = entry.kind === 'custom';
        const color = colorOf(entry);
        return (
          <Timeline.Item
            key={entry.key}
            color={color}
            lineVariant={isCustom ? 'dashed' : 'solid'}
            bullet={
              isCustom ? (
                <span aria-hidden style={{ fontSize: 12, lineHeight: 1 }}>
                  ★
                </span>
              ) : undefined
            }
            title={
              <Group gap="xs">
                <Text fw={600} size="sm" ff="monospace">
                  {entry.code}
                </Text>
                <Text fw={600} size="sm">
                  {entry.label}
                </Text>
                {isCustom ? (
                  <Badge size="xs" variant="outline" color={CUSTOM_COLOR}>
                    Custom
                  </Badge>
                ) : null}
                {entry.internal ? (
                  <Badge size="xs" variant="light" color="gray">
                    Internal
                  </Badge>
                ) : null}
              </Group>
            }
            data-kind={entry.kind}
          >
            <Text size="sm" c="dimmed">
              {`${formatDateTime(entry.changedAt)} · ${entry.changedBy?.fullName ?? 'The system'}`}
            </Text>
            {entry.eventAt ? (
              <Text size="sm">
                {[
                  `${entry.eventClassifier === 'EST' ? 'Expected' : 'Happened'} ${formatDateTime(entry.eventAt)}`,
                  entry.eventLocation,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            ) : null}
            {entry.waivedGuards ? (
              <Text size="xs" c="orange">
                Moved without: {entry.waivedGuards}
              </Text>
            ) : null}
            {entry.remarks ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {entry.remarks}
              </Text>
            ) : null}
            {entry.dcsaEvent ? (
              <Text size="xs" c="dimmed">
                DCSA {dcsaEventLabel(entry.dcsaEvent)}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** The staff's timeline tab: the job's history, read from the staff door, with the tab's action. */
export function JobHistoryTimeline({ jobId, action }: { jobId: number; action?: ReactNode }) {
  const history = useJobHistory(jobId);
  let body: ReactNode;
  if (history.isError) body = <Alert color="red">The timeline could not be loaded. Try again later.</Alert>;
  else if (!history.data) body = <Skeleton height={120} aria-label="Loading timeline" />;
  else body = <JobTimeline entries={history.data} />;
  return (
    <Card withBorder component="section" aria-label="Timeline">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Timeline
        </Title>
        {action}
      </Group>
      {body}
    </Card>
  );
}
