/** Stored session values of SPEC §3 (local storage keys). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  loggedInUserId: 'loggedInUserId',
  isSystemVerified: 'isSystemVerified',
  isEmailVerified: 'isEmailVerified',
  hasCompleteCompanySetting: 'hasCompleteCompanySetting',
  hasAcceptedSystemTAndC: 'hasAcceptedSystemTAndC',
  hasAcceptedActiveTAndC: 'hasAcceptedActiveTAndC',
  modulesPermissions: 'modulesPermissions',
  customerKyc: 'customerKyc',
  roles: 'roles',
  isFirstLogin: 'isFirstLogin',
  currentAppVersion: 'currentAppVersion',
  clientIp: 'clientIp',
} as const;
