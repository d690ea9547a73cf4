/** API paths and web routes of public company registration (issue 3, SPEC §2 /registrationForm). */
export const REGISTRATION_PATHS = {
  register: '/api/registration',
  checkUsername: '/api/registration/check-username',
  checkShortName: '/api/registration/check-short-name',
  checkEmailDomain: '/api/registration/check-email-domain',
  verifyEmail: '/api/registration/verify-email',
  /** Signed in but not yet verified (the /tandc screen offers it): a new link to the user's address. */
  resendVerification: '/api/v1/registration/resend-verification',
} as const;

/** The categories a company may register as; customers join through a forwarder's KYC invitation. */
export const REGISTRATION_CATEGORIES = ['CAT_FFD', 'CAT_VEN'] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];
export const REGISTRATION_CATEGORY_LABELS: Record<RegistrationCategory, string> = {
  CAT_FFD: 'Freight forwarder',
  CAT_VEN: 'Vendor (carrier, agent, transporter)',
};

export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 60 * 60;

export const REGISTRATION_MESSAGES = {
  registered: 'Registration received. We have sent a link to verify your e-mail address.',
  usernameTaken: 'This username is already taken',
  usernameAvailable: 'This username is available',
  shortNameTaken: 'This short name is already taken',
  shortNameAvailable: 'This short name is available',
  emailDomainTaken:
    "A company with this e-mail domain is already registered. Ask your company's administrator to invite you.",
  emailDomainAvailable: 'This e-mail domain is accepted',
  emailDomainPublic:
    'This is a public e-mail provider; you may use it, but a company address helps the platform approve you.',
  licenseRequired: 'You must accept the licence agreement',
  licenseChanged: 'The licence agreement has changed. Please read and accept the current version.',
  verificationLinkInvalid: 'This verification link is invalid or has expired. Sign in to ask for a new one.',
  emailVerified: 'Your e-mail address is verified.',
  verificationSent: 'A new verification link has been sent to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already verified.',
} as const;

/**
 * Mail providers anyone can use: their domain says nothing about the company, so the one-company-
 * per-domain rule does not apply to them.
 */
export const PUBLIC_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  '126.com',
  '163.com',
  'aol.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'rediffmail.com',
  'web.de',
  'yahoo.co.in',
  'yahoo.co.uk',
  'yahoo.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
]);

/** The domain part of an address, lower case; '' when there is none. */
export const emailDomainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

export const isPublicEmailDomain = (domain: string) => PUBLIC_EMAIL_DOMAINS.has(domain.toLowerCase());
