import { type ItemData, ORGANISATION_PATHS, type Staff, type StaffCreateRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { STAFF_KEY } from './get-staff';

/** Creates a staff member; the server e-mails the invitation (first-login link). */
export const createStaff = async (body: StaffCreateRequest) =>
  (
    await request<ItemData<Staff>>(ORGANISATION_PATHS.staff, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_KEY] }),
  });
}
