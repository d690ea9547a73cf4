import { KYC_LIST_FILTER_LABELS, KYC_STATUS_LABELS, type KycStatus } from '@fastforward/domain';
import { Badge, Group } from '@mantine/core';

const STATUS_COLOR: Record<KycStatus, string> = {
  draft: 'gray',
  invited: 'blue',
  submitted: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** A KYC status as a coloured badge; `label` words it for where it stands ('Customer approved'). */
export function KycBadge({ status, label }: { status: KycStatus; label?: string }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {label ?? KYC_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Where a KYC stands, and whether an update request waits for a decision. */
export function KycStatusBadge({
  status,
  hasPendingUpdate,
}: {
  status: KycStatus;
  hasPendingUpdate: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <KycBadge status={status} />
      {hasPendingUpdate ? (
        <Badge color="orange" variant="outline" miw="max-content">
          {KYC_LIST_FILTER_LABELS.update_requested}
        </Badge>
      ) : null}
    </Group>
  );
}
