import { TIER_PATHS } from '@fastforward/domain';
import { createOptionsApi } from '../../../components/company-records';

/** The tier picker's choices: the forwarder's tiers by name. */
export const { getQueryOptions: getTierOptionsQueryOptions, useOptions: useTierOptions } = createOptionsApi(
  TIER_PATHS.list,
  'tiers',
);
