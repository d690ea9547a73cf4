import { API_PATHS, type LoginRequest, type LoginResponse } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** POST /api/login; the sign-in page shows its own failure dialog and reads the body's success flag. */
export const login = (payload: LoginRequest) =>
  request<LoginResponse>(API_PATHS.login, {
    method: 'POST',
    body: payload,
    auth: false,
    suppressErrorDialog: true,
  });
