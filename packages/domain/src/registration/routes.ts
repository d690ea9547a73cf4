/** Web routes of public company registration (SPEC §2 /registrationForm). */
export const REGISTRATION_ROUTES = {
  form: '/registrationForm',
  thankYou: '/thankYouPage',
  verifyEmail: '/verify-email',
} as const;
