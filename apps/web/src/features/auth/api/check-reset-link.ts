import { API_PATHS, type LinkCheckResponse } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** GET /api/forgotPassword/link/:uname?token=…; false means expired, used or unknown. */
export async function checkResetLink(username: string, token: string): Promise<boolean> {
  const body = await request<LinkCheckResponse>(
    `${API_PATHS.forgotPasswordLinkCheck}/${encodeURIComponent(username)}`,
    { query: { token }, auth: false, suppressErrorDialog: true },
  );
  return body.data?.result === true;
}
