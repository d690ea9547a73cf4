import { NativeSelect } from '@mantine/core';

export type StatusFilterProps<S extends string> = {
  statuses: readonly S[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
};

const LABELS: Record<string, string> = { queued: 'Queued', stored: 'Stored', sent: 'Sent', failed: 'Failed' };

/** The status filter of a log list; '' is every status. */
export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  return (
    <NativeSelect
      label="Status"
      value={value ?? ''}
      data={[
        { value: '', label: 'All statuses' },
        ...statuses.map((s) => ({ value: s, label: LABELS[s] ?? s })),
      ]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === '' ? undefined : (next as S));
      }}
    />
  );
}

const COLORS: Record<string, string> = { sent: 'green', failed: 'red', queued: 'blue', stored: 'gray' };

export const statusColor = (status: string) => COLORS[status] ?? 'gray';

export const formatTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');
