import { PLATFORM_ADMIN_MESSAGES, platformAdminPath } from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** E-mails the administrator a reset link; resolves with the server's message to show. */
export const resetPlatformAdminPassword = async (id: number) =>
  (await request<unknown>(platformAdminPath(id, 'reset-password'), { method: 'POST' })).message ||
  PLATFORM_ADMIN_MESSAGES.resetSent;

export const useResetPlatformAdminPassword = () => useMutation({ mutationFn: resetPlatformAdminPassword });
