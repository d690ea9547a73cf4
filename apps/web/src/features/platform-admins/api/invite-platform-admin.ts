import {
  type ItemData,
  PLATFORM_ADMIN_PATHS,
  type PlatformAdmin,
  type PlatformAdminInviteRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { PLATFORM_ADMINS_KEY } from './get-platform-admins';

/** Creates a platform administrator; the server e-mails the invitation (first-login link). */
export const invitePlatformAdmin = async (body: PlatformAdminInviteRequest) =>
  (
    await request<ItemData<PlatformAdmin>>(PLATFORM_ADMIN_PATHS.admins, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useInvitePlatformAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invitePlatformAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PLATFORM_ADMINS_KEY] }),
  });
}
