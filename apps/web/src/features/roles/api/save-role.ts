import { type ItemData, ORGANISATION_PATHS, type Role, type RoleRequest } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { ROLES_KEY } from './get-roles';

/** Creates a role, or replaces one's name, department and permissions when an id is given. */
export const saveRole = async ({ id, body }: { id?: number; body: RoleRequest }) =>
  (
    await request<ItemData<Role>>(
      id === undefined ? ORGANISATION_PATHS.roles : `${ORGANISATION_PATHS.roles}/${id}`,
      {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        suppressErrorDialog: true,
      },
    )
  ).data;

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROLES_KEY] }),
  });
}
