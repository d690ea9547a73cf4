/** The words and colours of a message's status in the logs. */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  queued: 'Queued',
  stored: 'Stored',
  sent: 'Sent',
  failed: 'Failed',
};

const COLORS: Record<string, string> = { sent: 'green', failed: 'red', queued: 'blue', stored: 'gray' };

export const statusColor = (status: string) => COLORS[status] ?? 'gray';

export const formatTime = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');
