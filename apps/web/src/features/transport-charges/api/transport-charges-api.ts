import { RATE_PATHS, type TransportCharge, type TransportChargeRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {RATE_PATHS.transportCharges}, PUT/DELETE …/:id. */
export const transportChargesApi = createRecordsApi<TransportCharge, TransportChargeRequest>(
  RATE_PATHS.transportCharges,
  'transport-charges',
);
