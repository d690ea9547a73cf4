import { API_PATHS, ROUTES } from '@fastforward/domain';
import { request } from '../../../lib/http';
import { navigateTo } from '../../../lib/navigation';
import { clearQueryCache } from '../../../lib/query-cache';
import { clearSession } from '../../../lib/session';

/** Ends the session on the server, then locally whatever the server answered. */
export async function logout() {
  try {
    await request<unknown>(API_PATHS.logout, { method: 'POST', suppressErrorDialog: true });
  } catch {
    // The local session ends anyway; a dead server session cannot be used without its tokens.
  }
  clearQueryCache();
  clearSession();
  navigateTo(ROUTES.login, { replace: true });
}
