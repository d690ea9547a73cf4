import { ORGANISATION_PATHS } from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export const RESET_LINK_SENT = 'A password reset link has been sent to the staff member';

/** E-mails the member a reset link; resolves with the server's message to show. */
export const resetStaffPassword = async (id: number) =>
  (await request<unknown>(`${ORGANISATION_PATHS.staff}/${id}/reset-password`, { method: 'POST' })).message ||
  RESET_LINK_SENT;

export const useResetStaffPassword = () => useMutation({ mutationFn: resetStaffPassword });
