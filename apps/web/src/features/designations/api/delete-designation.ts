import { ORGANISATION_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { DESIGNATIONS_KEY } from './get-designations';

/** SPEC §8 dialogs: 'Successfully Deleted.' or 'Forbidden Deletion' with the server's reason. */
export const deleteDesignation = (id: number) =>
  deleteWithDialogs(`${ORGANISATION_PATHS.designations}/${id}`);

export function useDeleteDesignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDesignation,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [DESIGNATIONS_KEY] });
    },
  });
}
