import { enquiryPath, JOB_PATHS, type JobContainer, type JobDoor } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/** The containers' queries of one job, under the jobs key: a job write refreshes them too. */
export const jobContainersKey = (door: JobDoor, jobId: number) =>
  [JOBS_KEY, door, 'containers', jobId] as const;

const PATHS = { staff: JOB_PATHS.containers, customer: JOB_PATHS.myJobContainers } as const;

/** GET {JOB_PATHS.containers} (staff) or {JOB_PATHS.myJobContainers} (customer): the job's containers, oldest first. */
export const getJobContainersQueryOptions = (door: JobDoor, jobId: number) =>
  queryOptions({
    queryKey: jobContainersKey(door, jobId),
    queryFn: async () =>
      (
        await http.get<{ items: JobContainer[] }>(enquiryPath(PATHS[door], { id: jobId }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useJobContainers = (door: JobDoor, jobId: number) =>
  useQuery(getJobContainersQueryOptions(door, jobId));
