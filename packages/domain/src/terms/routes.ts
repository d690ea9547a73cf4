/** Web routes of the two management pages. */
export const TERMS_ROUTES = {
  company: '/dashboard/termsAndConditions',
  platform: '/super-user-dashboard/terms',
} as const;
