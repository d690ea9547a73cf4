import { REGISTRATION_PATHS } from '@fastforward/domain';
import { request } from '../../../lib/http';

/** A new e-mail verification link for the signed-in user; resolves with the server's message. */
export const resendVerification = async () =>
  (await request<unknown>(REGISTRATION_PATHS.resendVerification, { method: 'POST' })).message ?? '';
