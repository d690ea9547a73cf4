import { TIER_PATHS, type Tier, type TierRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {TIER_PATHS.list}, PUT/DELETE …/:id. */
export const tiersApi = createRecordsApi<Tier, TierRequest>(TIER_PATHS.list, 'tiers');
