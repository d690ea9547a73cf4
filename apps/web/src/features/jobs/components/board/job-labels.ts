import type { FreightType, JobListItem } from '@fastforward/domain';

export const MODE_LABELS: Record<FreightType, string> = { sea: 'Sea', air: 'Air' };

/** 'Shanghai → Jebel Ali'. */
export const jobLaneLabel = (job: Pick<JobListItem, 'originPort' | 'destinationPort'>) =>
  `${job.originPort.name} → ${job.destinationPort.name}`;

/** A date-only value (YYYY-MM-DD) as the API gives it, or a dash. */
export const jobDateLabel = (value: string | null) => value ?? '—';

export const formatDateTime = (value: string) => new Date(value).toLocaleString();
