import { API_PATHS, ROUTES, SHELL_MESSAGES, VERSION_POLL_INTERVAL_MS } from '@fastforward/domain';
import { clientIpHeader } from './client-ip';
import { openDialog } from './dialogs';
import { navigateTo } from './navigation';
import { clearSession, getAppVersion, isLoggedIn, setAppVersion } from './session';

/** SPEC §8 words the dialog by the login state at the moment it is shown. */
export const getNewVersionText = (loggedIn: boolean) =>
  loggedIn ? SHELL_MESSAGES.newVersionLoggedIn : SHELL_MESSAGES.newVersionLoggedOut;

let dialogOpen = false;

/**
 * The server's version, from meta.json: a static file, not an answer of the API. It wants none of
 * the http client's token, refresh, duplicate cancellation or error dialog, so it does without the
 * client, which the sign-in page then never loads; it still carries the client IP (SPEC §7).
 */
async function fetchServerVersion(): Promise<unknown> {
  const response = await fetch(API_PATHS.meta, {
    cache: 'no-store',
    // Background work: on a page that is still loading, the page's own files go first.
    priority: 'low',
    headers: { Accept: 'application/json', ...clientIpHeader() },
  });
  if (!response.ok) return undefined;
  return ((await response.json()) as { version?: unknown } | null)?.version;
}

/**
 * One poll of SPEC §4: logged out (or nothing stored yet) the server version is stored silently;
 * logged in with a different stored version the 'New Version Available' dialog shows, and OK
 * clears storage and goes to login.
 */
export async function checkVersion(): Promise<void> {
  let version: unknown;
  try {
    version = await fetchServerVersion();
  } catch {
    return;
  }
  if (typeof version !== 'string' || version === '') return;
  const stored = getAppVersion();
  if (!isLoggedIn() || stored === null) {
    setAppVersion(version);
    return;
  }
  if (stored === version || dialogOpen) return;
  dialogOpen = true;
  await openDialog({ title: SHELL_MESSAGES.newVersionTitle, text: getNewVersionText(isLoggedIn()) });
  dialogOpen = false;
  clearSession();
  setAppVersion(version);
  navigateTo(ROUTES.login, { replace: true });
}

/** Polls on start and then every interval; returns the stop function. */
export function startVersionPolling(intervalMs: number = VERSION_POLL_INTERVAL_MS) {
  void checkVersion();
  const timer = window.setInterval(() => void checkVersion(), intervalMs);
  return () => window.clearInterval(timer);
}
