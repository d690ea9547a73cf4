import {
  enquiryPath,
  type InvoiceListItem,
  JOB_PATHS,
  type JobDoor,
  type ListData,
} from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { JOBS_KEY } from './job-keys';

export const jobInvoicesKey = (door: JobDoor, jobId: number) => [JOBS_KEY, door, 'invoices', jobId] as const;

const PATHS = { staff: JOB_PATHS.jobInvoices, customer: JOB_PATHS.myJobInvoices } as const;

/**
 * GET {JOB_PATHS.jobInvoices} (staff: drafts too) or {JOB_PATHS.myJobInvoices} (customer: issued
 * ones only): the job's invoices and notes, newest first. A job has a handful: one page of 100.
 */
export const getJobInvoicesQueryOptions = (door: JobDoor, jobId: number) =>
  queryOptions({
    queryKey: jobInvoicesKey(door, jobId),
    queryFn: () =>
      http.get<ListData<InvoiceListItem>>(enquiryPath(PATHS[door], { id: jobId }), {
        query: { pageSize: 100 },
        suppressErrorDialog: true,
      }),
  });

export const useJobInvoices = (door: JobDoor, jobId: number) =>
  useQuery(getJobInvoicesQueryOptions(door, jobId));
