import {
  API_PATHS,
  type LoginFlowStep,
  type LoginRequest,
  type LoginResponse,
  MESSAGES,
  resolveLoginFlow,
} from '@fastforward/domain';
import { HttpError, isSilentError, request } from '../../../lib/http';
import { clearQueryCache } from '../../../lib/query-cache';
import { saveLoginSession } from '../../../lib/session';

/** POST /api/login; the sign-in page shows its own failure dialog and reads the body's success flag. */
export const login = (payload: LoginRequest) =>
  request<LoginResponse>(API_PATHS.login, {
    method: 'POST',
    body: payload,
    auth: false,
    suppressErrorDialog: true,
  });

/**
 * A login and what a successful one does (SPEC §4): the query cache emptied, the session values of
 * SPEC §3 stored, and the login flow's next step; null when the body says success false.
 */
export async function signIn(username: string, password: string): Promise<LoginFlowStep | null> {
  const body = await login({ username, password });
  if (!body.success) return null;
  const data = body.data;
  clearQueryCache();
  saveLoginSession(username, data);
  return resolveLoginFlow({ ...data, username, permissions: data.permissions.map((p) => p.name) });
}

/** The dialog a failed sign-in shows: the server's error and message; none for a silent failure. */
export function describeSignInFailure(error: unknown): { title: string; text: string } | null {
  if (isSilentError(error)) return null;
  return {
    title: (error instanceof HttpError && error.body?.error) || MESSAGES.errorTitle,
    text:
      (error instanceof HttpError && error.body?.message) ||
      (error instanceof Error ? error.message : String(error)),
  };
}
