import { type FirstLoginPasswordRequest, ORGANISATION_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** POST /api/firstLoginPassword: an invited user sets a first password through the e-mailed link. */
export async function setFirstLoginPassword(payload: FirstLoginPasswordRequest): Promise<boolean> {
  const body = await request<unknown>(ORGANISATION_PATHS.firstLoginPassword, {
    method: 'POST',
    body: payload,
    auth: false,
  });
  return body.success === true;
}
