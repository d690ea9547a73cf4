import { enquiryPath, JOB_PATHS, type JobAmendment, type JobDoor } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

export const jobAmendmentsKey = (door: JobDoor, jobId: number) =>
  [JOBS_KEY, door, 'amendments', jobId] as const;

const PATHS = { staff: JOB_PATHS.amendments, customer: JOB_PATHS.myJobAmendments } as const;

/** GET {JOB_PATHS.amendments} (staff) or {JOB_PATHS.myJobAmendments} (customer): newest first. */
export const getJobAmendmentsQueryOptions = (door: JobDoor, jobId: number) =>
  queryOptions({
    queryKey: jobAmendmentsKey(door, jobId),
    queryFn: async () =>
      (
        await http.get<{ items: JobAmendment[] }>(enquiryPath(PATHS[door], { id: jobId }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useJobAmendments = (door: JobDoor, jobId: number) =>
  useQuery(getJobAmendmentsQueryOptions(door, jobId));
