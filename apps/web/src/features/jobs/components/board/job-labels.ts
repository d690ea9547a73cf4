import type { FreightType, JobListItem } from '@fastforward/domain';

export const MODE_LABELS: Record<FreightType, string> = { sea: 'Sea', air: 'Air' };

/** 'Shanghai → Jebel Ali'. */
export const jobLaneLabel = (job: Pick<JobListItem, 'originPort' | 'destinationPort'>) =>
  `${job.originPort.name} → ${job.destinationPort.name}`;

/** A date-only value (YYYY-MM-DD) as the API gives it, or a dash. */
export const jobDateLabel = (value: string | null) => value ?? '—';

export const formatDateTime = (value: string) => new Date(value).toLocaleString();

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'USD 1,250.00' from a decimal string; a dash for what is not a number. */
export const money = (value: string | null | undefined, currency: string) => {
  const n = Number(value);
  return value != null && value !== '' && Number.isFinite(n) ? `${currency} ${MONEY.format(n)}` : '—';
};
