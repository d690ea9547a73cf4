import { type LocalCharge, type LocalChargeRequest, RATE_PATHS } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {RATE_PATHS.localCharges}, PUT/DELETE …/:id. */
export const localChargesApi = createRecordsApi<LocalCharge, LocalChargeRequest>(
  RATE_PATHS.localCharges,
  'local-charges',
);
