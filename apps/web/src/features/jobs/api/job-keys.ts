import { JOBS_KEY } from '../../../lib/query-keys';

export { JOBS_KEY };

export const jobKeys = {
  all: [JOBS_KEY] as const,
  list: [JOBS_KEY, 'staff', 'list'] as const,
  dashboard: [JOBS_KEY, 'staff', 'dashboard'] as const,
  one: (id: number) => [JOBS_KEY, 'staff', 'one', id] as const,
  history: (id: number) => [JOBS_KEY, 'staff', 'history', id] as const,
};
