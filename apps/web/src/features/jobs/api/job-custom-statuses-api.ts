import { type CustomStatus, type CustomStatusRequest, JOB_PATHS } from '@fastforward/domain';
import { createRecordsApi } from '../../../components/company-records';

export const JOB_CUSTOM_STATUSES_KEY = 'job-custom-statuses';

/** GET/POST {JOB_PATHS.customStatuses}, PUT/DELETE {JOB_PATHS.customStatus}: the company's custom statuses. */
export const jobCustomStatusesApi = createRecordsApi<CustomStatus, CustomStatusRequest>(
  JOB_PATHS.customStatuses,
  JOB_CUSTOM_STATUSES_KEY,
);
