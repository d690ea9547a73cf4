import { type ItemData, ORGANISATION_PATHS, type Staff, type StaffUpdateRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { STAFF_KEY } from './get-staff';

export const updateStaff = async ({ id, body }: { id: number; body: StaffUpdateRequest }) =>
  (
    await request<ItemData<Staff>>(`${ORGANISATION_PATHS.staff}/${id}`, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_KEY] }),
  });
}
