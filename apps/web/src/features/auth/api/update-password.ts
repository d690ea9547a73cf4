import { API_PATHS, type ResetPasswordRequest } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** POST /api/updatePassword; resolves with the body's success flag. */
export async function updatePassword(payload: ResetPasswordRequest): Promise<boolean> {
  const body = await request<unknown>(API_PATHS.updatePassword, {
    method: 'POST',
    body: payload,
    auth: false,
    suppressErrorDialog: true,
  });
  return body.success === true;
}
