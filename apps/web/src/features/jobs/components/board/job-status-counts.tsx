import type { JobHeldStatus } from '@fastforward/domain';
import { Alert, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useJobDashboard } from '../../api/get-job-dashboard';
import { JOB_STATUS_COLORS, jobStatusLabel } from '../status/job-status-labels';
import { JOB_HELD_STATUSES } from './job-filters';

function CountButton({
  label,
  count,
  color,
  active,
  onClick,
}: {
  label: string;
  count: number;
  color?: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={active}
      aria-label={`${label}: ${count}`}
      px="sm"
      py={6}
      style={{
        border: `1px solid ${active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.2}>
        {label}
      </Text>
      <Text size="lg" fw={700} c={color} lh={1.3}>
        {count}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The company's jobs counted per status, in the workflow's order; a count filters the board to its
 * status (again: shows them all). Statuses no job holds are left out: eighteen zeros hide the few
 * that matter.
 */
export function JobStatusCounts({
  selected,
  onSelect,
}: {
  selected: JobHeldStatus | undefined;
  onSelect: (status: JobHeldStatus | undefined) => void;
}) {
  const dashboard = useJobDashboard();
  if (dashboard.isError) return <Alert color="red">The counts could not be loaded. Try again later.</Alert>;
  if (!dashboard.data) return <Skeleton height={58} aria-label="Loading counts" />;
  const countOf = (status: JobHeldStatus) =>
    dashboard.data.byStatus.find((entry) => entry.status === status)?.count ?? 0;
  const shown = JOB_HELD_STATUSES.filter((status) => countOf(status) > 0 || status === selected);
  return (
    <Group gap="xs" component="nav" aria-label="Jobs by status">
      <CountButton
        label="All jobs"
        count={dashboard.data.total}
        active={selected === undefined}
        onClick={() => onSelect(undefined)}
      />
      {shown.map((status) => (
        <CountButton
          key={status}
          label={`${status} ${jobStatusLabel(status)}`}
          count={countOf(status)}
          color={JOB_STATUS_COLORS[status]}
          active={selected === status}
          onClick={() => onSelect(selected === status ? undefined : status)}
        />
      ))}
    </Group>
  );
}
