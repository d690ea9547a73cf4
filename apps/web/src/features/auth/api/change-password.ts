import { API_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

export type ChangePasswordPayload = { currentPassword?: string; password: string; cpassword: string };

/** POST /api/v1/changePassword; a success ends every session of the user on the server. */
export async function changePassword(payload: ChangePasswordPayload): Promise<boolean> {
  const body = await request<unknown>(API_PATHS.changePassword, { method: 'POST', body: payload });
  return body.success === true;
}
