import { COMPANY_MASTERS_PATHS, type ExchangeRate, type ExchangeRateRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {COMPANY_MASTERS_PATHS.exchangeRates}, PUT/DELETE …/:id. */
export const exchangeRatesApi = createRecordsApi<ExchangeRate, ExchangeRateRequest>(
  COMPANY_MASTERS_PATHS.exchangeRates,
  'exchange-rates',
);
