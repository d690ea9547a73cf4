import { CONTAINER_NUMBER_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { CONTAINER_NUMBERS_KEY } from './get-container-numbers';

/** SPEC §8 dialogs: 'Successfully Deleted.' or the server's refusal ('Forbidden Deletion'). */
export const deleteContainerNumber = (id: number) =>
  deleteWithDialogs(`${CONTAINER_NUMBER_PATHS.containerNumbers}/${id}`);

export function useDeleteContainerNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContainerNumber,
    onSuccess: (deleted) => {
      if (deleted) return queryClient.invalidateQueries({ queryKey: [CONTAINER_NUMBERS_KEY] });
    },
  });
}
