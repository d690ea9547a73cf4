import { JOBS_KEY } from './job-keys';

/**
 * The customer's job queries, under the same first key as the staff's: a write the customer makes
 * (payment released, an amendment) refreshes its list, counts, job and timeline at once.
 */
export const myJobKeys = {
  all: [JOBS_KEY, 'customer'] as const,
  list: [JOBS_KEY, 'customer', 'list'] as const,
  dashboard: [JOBS_KEY, 'customer', 'dashboard'] as const,
  one: (id: number) => [JOBS_KEY, 'customer', 'one', id] as const,
  history: (id: number) => [JOBS_KEY, 'customer', 'history', id] as const,
};
