import { COMPANY_MASTERS_PATHS, type FreeDays, type FreeDaysRequest } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

/** GET/POST {COMPANY_MASTERS_PATHS.freeDays}, PUT/DELETE …/:id. */
export const freeDaysApi = createRecordsApi<FreeDays, FreeDaysRequest>(
  COMPANY_MASTERS_PATHS.freeDays,
  'free-days',
);
