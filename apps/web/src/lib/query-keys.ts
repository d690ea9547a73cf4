/**
 * Query keys read by one feature and refreshed by another's writes (features never import each
 * other): the profile carries the company logo the settings page changes.
 */
export const MY_PROFILE_KEY = 'my-profile';

/**
 * Every staff job query starts with this key: a write to a job (a move, an edit, a container, an
 * amendment, an invoice's payment) refreshes the board, the counts, the job and its timeline with
 * one invalidation.
 */
export const JOBS_KEY = 'jobs';
