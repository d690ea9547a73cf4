import { enquiryPath, type ItemData, JOB_PATHS, type Job, type JobUpdateRequest } from '@fastforward/domain';
import { request } from '../../../lib/http';
import { useJobWrite } from './job-write';

/** PUT {JOB_PATHS.job}: who handles the job and the carrier's ETD/ETA, at the version read (stale: 409). */
export const updateJob = async ({ id, body }: { id: number; body: JobUpdateRequest }) =>
  (
    await request<ItemData<Job>>(enquiryPath(JOB_PATHS.job, { id }), {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export const useUpdateJob = () => useJobWrite(updateJob);
