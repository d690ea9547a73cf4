import { type LinkCheckResponse, ORGANISATION_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** GET /api/firstLoginPassword/check?token=…; false means expired, used or unknown. */
export async function checkFirstLoginLink(token: string): Promise<boolean> {
  const body = await request<LinkCheckResponse>(ORGANISATION_PATHS.firstLoginPasswordCheck, {
    query: { token },
    auth: false,
    suppressErrorDialog: true,
  });
  return body.data?.result === true;
}
