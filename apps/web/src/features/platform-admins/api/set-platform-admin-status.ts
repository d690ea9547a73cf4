import { type ItemData, type PlatformAdmin, platformAdminPath } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PLATFORM_ADMINS_KEY } from './get-platform-admins';

/** POST …/:id/disable or /enable; disabling ends the administrator's sessions on the server. */
export const setPlatformAdminStatus = async ({ id, disable }: { id: number; disable: boolean }) =>
  (await http.post<ItemData<PlatformAdmin>>(platformAdminPath(id, disable ? 'disable' : 'enable'))).item;

export function useSetPlatformAdminStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlatformAdminStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PLATFORM_ADMINS_KEY] }),
  });
}
