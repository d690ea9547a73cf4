import { ORGANISATION_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

export type FirstLoginPasswordPayload = { token: string; password: string; cpassword: string };

/** POST /api/firstLoginPassword: an invited user sets a first password through the e-mailed link. */
export async function setFirstLoginPassword(payload: FirstLoginPasswordPayload): Promise<boolean> {
  const body = await request<unknown>(ORGANISATION_PATHS.firstLoginPassword, {
    method: 'POST',
    body: payload,
    auth: false,
  });
  return body.success === true;
}
