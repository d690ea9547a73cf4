/**
 * Every staff job query starts with this key: a write to a job (a move, an edit, a container, an
 * amendment) refreshes the board, the counts, the job and its timeline with one invalidation.
 */
export const JOBS_KEY = 'jobs';

export const jobKeys = {
  all: [JOBS_KEY] as const,
  list: [JOBS_KEY, 'staff', 'list'] as const,
  dashboard: [JOBS_KEY, 'staff', 'dashboard'] as const,
  one: (id: number) => [JOBS_KEY, 'staff', 'one', id] as const,
  history: (id: number) => [JOBS_KEY, 'staff', 'history', id] as const,
};
