import { HEADERS } from '@fastforward/domain';
import { getClientIp } from './session';

/** SPEC §7: every call carries the client IP the API told the app at sign-in, once there is one. */
export const clientIpHeader = (): Record<string, string> => {
  const clientIp = getClientIp();
  return clientIp ? { [HEADERS.clientIp]: clientIp } : {};
};
