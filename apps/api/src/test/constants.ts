/** The super-administrator's password in test databases. */
export const TEST_ADMIN_PASSWORD = 'Admin-Password-1';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The app's public address in tests: the links its e-mails (and the demo seed's) carry. */
export const TEST_PUBLIC_APP_URL = 'https://app.fastforward.test';
