import { API_PATHS, MESSAGES, ROUTES, VERSION_POLL_INTERVAL_MS } from '@fastforward/domain';
import { openDialog } from './dialogs';
import { request } from './http';
import { navigateTo } from './navigation';
import { clearSession, getAppVersion, isLoggedIn, setAppVersion } from './session';

/** SPEC §8 words the dialog by the login state at the moment it is shown. */
export const getNewVersionText = (loggedIn: boolean) =>
  loggedIn ? MESSAGES.newVersionLoggedIn : MESSAGES.newVersionLoggedOut;

let dialogOpen = false;

/**
 * One poll of SPEC §4: logged out (or nothing stored yet) the server version is stored silently;
 * logged in with a different stored version the 'New Version Available' dialog shows, and OK
 * clears storage and goes to login.
 */
export async function checkVersion(): Promise<void> {
  let version: string | undefined;
  try {
    const body = await request<unknown>(API_PATHS.meta, {
      auth: false,
      suppressErrorDialog: true,
      cache: 'no-store',
    });
    // meta.json is a bare { version }, not an envelope.
    version = (body as unknown as { version?: unknown }).version as string | undefined;
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
  await openDialog({ title: MESSAGES.newVersionTitle, text: getNewVersionText(isLoggedIn()) });
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
