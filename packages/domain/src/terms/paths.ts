import {
  VERSION_BODY_MAX_LENGTH,
  VERSION_STATUSES,
  VERSION_TITLE_MAX_LENGTH,
  type VersionStatus,
} from '../versions/statuses';

/** API paths of terms-and-conditions management (issue 3): a company's own and the platform's. */
export const TERMS_PATHS = {
  company: '/api/v1/terms-and-conditions',
  platform: '/api/v1/platform/terms-and-conditions',
} as const;

export const TERMS_TITLE_MAX_LENGTH = VERSION_TITLE_MAX_LENGTH;
export const TERMS_BODY_MAX_LENGTH = VERSION_BODY_MAX_LENGTH;

/** Terms versions share the version states of every versioned document (versions/statuses.ts). */
export const TERMS_VERSION_STATUSES = VERSION_STATUSES;
export type TermsVersionStatus = VersionStatus;
