import type { VersionStatus } from '@fastforward/domain';
import { Badge } from '@mantine/core';

const STATUS: Record<VersionStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  draft: { label: 'Draft', color: 'blue' },
  superseded: { label: 'Superseded', color: 'gray' },
};

/** Where a version stands in its history (terms, licence agreements, disclaimers). */
export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light" miw="max-content">
      {STATUS[status].label}
    </Badge>
  );
}
