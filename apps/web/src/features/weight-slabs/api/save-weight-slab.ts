import {
  type ItemData,
  WEIGHT_SLAB_PATHS,
  type WeightSlab,
  type WeightSlabRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { WEIGHT_SLAB_DATA_KEY } from '../../../lib/weight-slab-data';
import { WEIGHT_SLABS_KEY } from './get-weight-slabs';

/** Creates a slab, or updates one when an id is given. Errors are shown by the form. */
export const saveWeightSlab = async ({ id, body }: { id?: number; body: WeightSlabRequest }) =>
  (
    await request<ItemData<WeightSlab>>(
      id === undefined ? WEIGHT_SLAB_PATHS.weightSlabs : `${WEIGHT_SLAB_PATHS.weightSlabs}/${id}`,
      { method: id === undefined ? 'POST' : 'PUT', body, suppressErrorDialog: true },
    )
  ).data.item;

export function useSaveWeightSlab() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWeightSlab,
    // The pickers' lists (SPEC §7 weight slab data) change with the master.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [WEIGHT_SLABS_KEY] }),
        queryClient.invalidateQueries({ queryKey: WEIGHT_SLAB_DATA_KEY }),
      ]),
  });
}
