import { WEIGHT_SLAB_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { WEIGHT_SLAB_DATA_KEY } from '../../../lib/weight-slab-data';
import { WEIGHT_SLABS_KEY } from './get-weight-slabs';

/** SPEC §8 dialogs: 'Successfully Deleted.' or the server's refusal ('Forbidden Deletion'). */
export const deleteWeightSlab = (id: number) => deleteWithDialogs(`${WEIGHT_SLAB_PATHS.weightSlabs}/${id}`);

export function useDeleteWeightSlab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeightSlab,
    onSuccess: (deleted) => {
      if (!deleted) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [WEIGHT_SLABS_KEY] }),
        queryClient.invalidateQueries({ queryKey: WEIGHT_SLAB_DATA_KEY }),
      ]);
    },
  });
}
