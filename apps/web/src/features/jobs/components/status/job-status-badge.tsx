import type { JobStatusCode } from '@fastforward/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { JOB_STATUS_COLORS, jobStatusLabel } from './job-status-labels';

export type JobStatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> & {
  status: JobStatusCode;
  /** The label the API gave (statusLabel); the domain's otherwise. */
  label?: string;
};

/** A job's status, coloured by where it stands (moving, paused, refused, ended), with its code. */
export function JobStatusBadge({ status, label, ...props }: JobStatusBadgeProps) {
  return (
    <Badge
      color={JOB_STATUS_COLORS[status]}
      variant="light"
      title={status}
      tt="none"
      // A narrow column must not cut the status short.
      style={{ flexShrink: 0, maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible' } }}
      {...props}
    >
      {`${status} · ${label ?? jobStatusLabel(status)}`}
    </Badge>
  );
}
