/** API paths of terms-and-conditions management (issue 3): a company's own and the platform's. */
export const TERMS_PATHS = {
  company: '/api/v1/terms-and-conditions',
  platform: '/api/v1/platform/terms-and-conditions',
} as const;

/** Web routes of the two management pages. */
export const TERMS_ROUTES = {
  company: '/dashboard/termsAndConditions',
  platform: '/super-user-dashboard/terms',
} as const;

export const TERMS_TITLE_MAX_LENGTH = 200;
export const TERMS_BODY_MAX_LENGTH = 50_000;

/**
 * A version's place in its owner's history: the one users accept, a draft newer than it, or a
 * superseded one (active once, or skipped by a newer activation), kept as the record.
 */
export const TERMS_VERSION_STATUSES = ['active', 'draft', 'superseded'] as const;
export type TermsVersionStatus = (typeof TERMS_VERSION_STATUSES)[number];
