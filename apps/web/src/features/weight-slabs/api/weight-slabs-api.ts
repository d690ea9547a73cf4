import { WEIGHT_SLAB_PATHS, type WeightSlab, type WeightSlabRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';
import { WEIGHT_SLAB_DATA_KEY } from '../../../lib/weight-slab-data';

/**
 * GET/POST {WEIGHT_SLAB_PATHS.weightSlabs}, PUT/DELETE …/:id. The pickers' lists (SPEC §7 weight
 * slab data) change with the master.
 */
export const weightSlabsApi = createRecordsApi<WeightSlab, WeightSlabRequest>(
  WEIGHT_SLAB_PATHS.weightSlabs,
  'weight-slabs',
  { alsoInvalidates: [WEIGHT_SLAB_DATA_KEY] },
);
