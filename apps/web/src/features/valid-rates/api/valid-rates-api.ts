import { RATE_PATHS, type ValidRate, type ValidRateRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

export const VALID_RATES_KEY = 'valid-rates';

/** GET/POST {RATE_PATHS.validRates}, PUT/DELETE …/:id. */
export const validRatesApi = createRecordsApi<ValidRate, ValidRateRequest>(
  RATE_PATHS.validRates,
  VALID_RATES_KEY,
);
