import { API_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

export type UpdatePasswordPayload = {
  username: string;
  password: string;
  confirmPassword: string;
  token: string;
};

/** POST /api/updatePassword; resolves with the body's success flag. */
export async function updatePassword(payload: UpdatePasswordPayload): Promise<boolean> {
  const body = await request<unknown>(API_PATHS.updatePassword, {
    method: 'POST',
    body: payload,
    auth: false,
    suppressErrorDialog: true,
  });
  return body.success === true;
}
