import { API_PATHS, type ChangePasswordRequest } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** POST /api/v1/changePassword; a success ends every session of the user on the server. */
export async function changePassword(payload: ChangePasswordRequest): Promise<boolean> {
  const body = await request<unknown>(API_PATHS.changePassword, { method: 'POST', body: payload });
  return body.success === true;
}
