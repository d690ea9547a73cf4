import type { EnquiryStatus } from '@fastforward/domain';
import { Badge } from '@mantine/core';
import { STATUS_COLORS, statusLabel } from './enquiry-labels';

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    // A narrow column must not cut the status short.
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0, maxWidth: 'none' }}>
      {statusLabel(status)}
    </Badge>
  );
}
