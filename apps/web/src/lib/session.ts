import {
  type LoginResponse,
  type RefreshResponse,
  STORAGE_KEYS,
  SUPER_ADMIN_USERNAME,
} from '@fastforward/domain';

/** Local storage of SPEC §3; every read and write of the session goes through here. */
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => window.localStorage.setItem(key, value);

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();
const announceToken = () => {
  const token = getToken();
  for (const listener of tokenListeners) listener(token);
};
// Another tab of the same session wrote or cleared the token (a refresh, a logout): the storage
// event; a null key is a clear().
const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === STORAGE_KEYS.token) announceToken();
};

/**
 * Told the access token whenever it changes, in this tab or another: a login, a refresh, a logout
 * (null). The realtime channel re-authenticates or closes with it. Answers the unsubscribe.
 */
export function onTokenChange(listener: TokenListener): () => void {
  if (tokenListeners.size === 0) window.addEventListener('storage', onStorage);
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
    if (tokenListeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const readJson = <T>(key: string, fallback: T): T => {
  const raw = read(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

export type StoredCustomerKyc = LoginResponse['customerKyc'];
export type StoredRole = LoginResponse['roles'][number];

export const getToken = () => read(STORAGE_KEYS.token);
export const getRefreshToken = () => read(STORAGE_KEYS.refreshToken);
export const getClientIp = () => read(STORAGE_KEYS.clientIp);
/** SPEC §4: logged in when a token exists. */
export const isLoggedIn = () => Boolean(getToken());
export const getLoggedInUserId = () => Number(read(STORAGE_KEYS.loggedInUserId) ?? Number.NaN);
export const getIsFirstLogin = () => read(STORAGE_KEYS.isFirstLogin) === 'true';
export const getHasCompleteCompanySetting = () => read(STORAGE_KEYS.hasCompleteCompanySetting) === 'true';
export const getPermissions = () => readJson<string[]>(STORAGE_KEYS.modulesPermissions, []);
export const getCustomerKyc = () => readJson<StoredCustomerKyc>(STORAGE_KEYS.customerKyc, null);
export const getRoles = () => readJson<StoredRole[]>(STORAGE_KEYS.roles, []);
export const getAppVersion = () => read(STORAGE_KEYS.currentAppVersion);
export const setAppVersion = (version: string) => write(STORAGE_KEYS.currentAppVersion, version);

export const getVerificationFlags = () => ({
  isSystemVerified: Number(read(STORAGE_KEYS.isSystemVerified) ?? 0),
  isEmailVerified: Number(read(STORAGE_KEYS.isEmailVerified) ?? 0),
  hasAcceptedSystemTAndC: read(STORAGE_KEYS.hasAcceptedSystemTAndC) === 'true',
  hasAcceptedActiveTAndC: read(STORAGE_KEYS.hasAcceptedActiveTAndC) === 'true',
});

/** A refreshed token pair, and the address the API sees now (a laptop may have changed networks). */
export function saveRefreshedSession(data: RefreshResponse) {
  write(STORAGE_KEYS.token, data.token);
  write(STORAGE_KEYS.refreshToken, data.refreshToken);
  write(STORAGE_KEYS.clientIp, data.clientIp);
  announceToken();
}

export function setTermsAccepted(flags: {
  hasAcceptedSystemTAndC: boolean;
  hasAcceptedActiveTAndC: boolean;
}) {
  write(STORAGE_KEYS.hasAcceptedSystemTAndC, String(flags.hasAcceptedSystemTAndC));
  write(STORAGE_KEYS.hasAcceptedActiveTAndC, String(flags.hasAcceptedActiveTAndC));
}

/** After the company settings are saved: the SPEC §4 login flow reads this flag. */
export const setHasCompleteCompanySetting = (value: boolean) =>
  write(STORAGE_KEYS.hasCompleteCompanySetting, String(value));

/** Stores the session values of SPEC §3 after a successful login. */
export function saveLoginSession(username: string, data: LoginResponse) {
  write(STORAGE_KEYS.token, data.token);
  write(STORAGE_KEYS.loggedInUserId, String(data.loggedInUserId));
  // SPEC §3 stores only token and user id for the super-administrator; his refresh token is kept
  // too, or the first 401 after the access token expires would end his session (issue 2 tokens),
  // and his client IP, which SPEC §7 sends on every call.
  write(STORAGE_KEYS.refreshToken, data.refreshToken);
  write(STORAGE_KEYS.clientIp, data.clientIp);
  if (username === SUPER_ADMIN_USERNAME) {
    announceToken();
    return;
  }
  write(STORAGE_KEYS.isSystemVerified, String(data.isSystemVerified));
  write(STORAGE_KEYS.isEmailVerified, String(data.isEmailVerified));
  write(STORAGE_KEYS.hasCompleteCompanySetting, String(data.hasCompleteCompanySetting));
  write(STORAGE_KEYS.hasAcceptedSystemTAndC, String(data.hasAcceptedSystemTAndC));
  write(STORAGE_KEYS.hasAcceptedActiveTAndC, String(data.hasAcceptedActiveTAndC));
  write(STORAGE_KEYS.modulesPermissions, JSON.stringify(data.permissions.map((p) => p.name)));
  write(STORAGE_KEYS.customerKyc, JSON.stringify(data.customerKyc));
  write(STORAGE_KEYS.roles, JSON.stringify(data.roles));
  write(STORAGE_KEYS.isFirstLogin, String(data.isFirstLogin));
  announceToken();
}

/** SPEC: logout, session expiry, a new version and opening /login clear all locally stored data. */
export function clearSession() {
  try {
    window.localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); there is then nothing to clear.
  }
  announceToken();
}
