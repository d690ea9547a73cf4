import { type ItemData, ORGANISATION_PATHS, type Staff } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { STAFF_KEY } from './get-staff';

/** POST /staff/:id/disable or /enable; disabling ends the member's sessions on the server. */
export const setStaffStatus = async ({ id, disable }: { id: number; disable: boolean }) =>
  (await http.post<ItemData<Staff>>(`${ORGANISATION_PATHS.staff}/${id}/${disable ? 'disable' : 'enable'}`))
    .item;

export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_KEY] }),
  });
}
