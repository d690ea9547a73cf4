import { API_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** The answer is the same whether or not the user exists (PRODUCT §6). */
export const requestPasswordReset = (username: string) =>
  request<unknown>(API_PATHS.forgotPassword, { method: 'POST', body: { username }, auth: false });
