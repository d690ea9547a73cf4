import { FORWARD_STATUS, type ForwardStatus } from '@fastforward/domain';
import { Badge } from '@mantine/core';

const COLORS: Record<ForwardStatus, string> = { received: 'blue', accepted: 'green', rejected: 'gray' };

/** SPEC §4 forward status labels: Received, Accepted (quoted), Rejected (declined). */
export function ForwardStatusBadge({ status }: { status: ForwardStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {FORWARD_STATUS[status]}
    </Badge>
  );
}
