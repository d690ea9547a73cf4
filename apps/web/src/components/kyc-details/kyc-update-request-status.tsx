import { KYC_UPDATE_REQUEST_STATUS_LABELS, type KycUpdateRequestStatus } from '@fastforward/domain';
import { Badge } from '@mantine/core';

const STATUS_COLOR: Record<KycUpdateRequestStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};

/** An update request's status, as both sides show it. */
export function KycUpdateRequestStatusBadge({ status }: { status: KycUpdateRequestStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {KYC_UPDATE_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
