import { ORGANISATION_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { DEPARTMENTS_KEY } from './get-departments';

/** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
export const deleteDepartment = (id: number) => deleteWithDialogs(`${ORGANISATION_PATHS.departments}/${id}`);

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDepartment,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [DEPARTMENTS_KEY] });
    },
  });
}
