import { STORAGE_KEYS } from '@fastforward/domain';

export type TestSession = {
  userId?: number;
  permissions?: readonly string[];
  /** The company's category code; the customer KYC is stored only with one. */
  categoryCode?: string;
  hasCompleteCompanySetting?: boolean;
  isFirstLogin?: boolean;
  isSystemVerified?: 0 | 1;
  isEmailVerified?: 0 | 1;
};

/**
 * Stores a signed-in session under the SPEC §3 keys, as the sign-in would: a token, and each value
 * given (nothing else, so a test states what its user has).
 */
export function seedSession(session: TestSession = {}) {
  const set = (key: string, value: unknown) =>
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  set(STORAGE_KEYS.token, 't');
  if (session.userId !== undefined) set(STORAGE_KEYS.loggedInUserId, String(session.userId));
  if (session.permissions) set(STORAGE_KEYS.modulesPermissions, session.permissions);
  if (session.categoryCode) {
    set(STORAGE_KEYS.customerKyc, {
      companyId: 2,
      companyName: 'Oceanic',
      companyCategory: { categoryCode: session.categoryCode },
      kyc: null,
    });
  }
  if (session.hasCompleteCompanySetting !== undefined)
    set(STORAGE_KEYS.hasCompleteCompanySetting, String(session.hasCompleteCompanySetting));
  if (session.isFirstLogin !== undefined) set(STORAGE_KEYS.isFirstLogin, String(session.isFirstLogin));
  if (session.isSystemVerified !== undefined)
    set(STORAGE_KEYS.isSystemVerified, String(session.isSystemVerified));
  if (session.isEmailVerified !== undefined)
    set(STORAGE_KEYS.isEmailVerified, String(session.isEmailVerified));
}
