import { JOB_PATHS, type JobListItem, type MyJobListQuery } from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { myJobKeys } from './my-jobs-keys';

export type MyJobListFilters = ListQueryOf<MyJobListQuery> & { search?: string };

/** GET {JOB_PATHS.myJobs}: a page of the customer's jobs (myJobListQuerySchema). */
export const myJobsApi = createListApi<JobListItem>(JOB_PATHS.myJobs, myJobKeys.list);
