import { JOB_PATHS, type JobListItem, type JobListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { jobKeys } from './job-keys';

export type JobListFilters = ListQueryOf<JobListQuery> & { search?: string };

/** GET {JOB_PATHS.jobs}: a page of the company's jobs with the board's filters (jobListQuerySchema). */
export const jobsApi = createListApi<JobListItem>(JOB_PATHS.jobs, jobKeys.list);
