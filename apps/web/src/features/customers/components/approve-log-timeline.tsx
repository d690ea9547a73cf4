import type { KycApproveLogEntry } from '@fastforward/domain';
import { Alert, Skeleton, Text, Timeline } from '@mantine/core';
import { useApproveLog } from '../api/get-approve-log';

type Ref = { id?: number; name?: string; fullName?: string } | null;

const nameOf = (value: unknown) => {
  const ref = value as Ref;
  return ref ? (ref.fullName ?? ref.name ?? '—') : 'none';
};

/** What changed, in words: a transfer's or a tier's from and to. */
function describe(entry: KycApproveLogEntry): string | null {
  const details = entry.details ?? {};
  if ('from' in details || 'to' in details) return `${nameOf(details.from)} → ${nameOf(details.to)}`;
  if ('tier' in details) return `Tier: ${nameOf(details.tier)}`;
  return null;
}

/** The approve log: who did what to the KYC and when, oldest first. */
export function ApproveLogTimeline({ kycId }: { kycId: number }) {
  const log = useApproveLog(kycId);
  if (log.isError) return <Alert color="red">The history could not be loaded. Try again later.</Alert>;
  if (!log.data) return <Skeleton height={120} aria-label="Loading history" />;
  if (log.data.length === 0) return <Text c="dimmed">Nothing recorded yet.</Text>;
  return (
    <Timeline active={log.data.length - 1} bulletSize={14} lineWidth={2} aria-label="History">
      {log.data.map((entry) => {
        const change = describe(entry);
        return (
          <Timeline.Item key={entry.id} title={entry.actionLabel}>
            <Text size="sm" c="dimmed">
              {new Date(entry.createdAt).toLocaleString()} · {entry.actor?.fullName ?? 'The customer'}
            </Text>
            {change ? <Text size="sm">{change}</Text> : null}
            {entry.remarks ? <Text size="sm">{entry.remarks}</Text> : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
