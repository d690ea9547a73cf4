import { enquiryPath, JOB_PATHS, type JobDocument, type JobDoor } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

/** The documents' queries of one job, under the jobs key: a job write (releasing the DO) refreshes them too. */
export const jobDocumentsKey = (door: JobDoor, jobId: number) =>
  [JOBS_KEY, door, 'documents', jobId] as const;

const PATHS = { staff: JOB_PATHS.documents, customer: JOB_PATHS.myJobDocuments } as const;

/**
 * GET {JOB_PATHS.documents} (staff: all of them) or {JOB_PATHS.myJobDocuments} (customer: the
 * shared ones): bills of lading, delivery order, additional documents, oldest first in each.
 */
export const getJobDocumentsQueryOptions = (door: JobDoor, jobId: number) =>
  queryOptions({
    queryKey: jobDocumentsKey(door, jobId),
    queryFn: async () =>
      (
        await http.get<{ items: JobDocument[] }>(enquiryPath(PATHS[door], { id: jobId }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useJobDocuments = (door: JobDoor, jobId: number) =>
  useQuery(getJobDocumentsQueryOptions(door, jobId));
