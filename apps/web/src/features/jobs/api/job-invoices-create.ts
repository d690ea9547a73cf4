import { enquiryPath, type Invoice, type ItemData, JOB_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { jobInvoicesKey } from './job-invoices-list';

/**
 * POST {JOB_PATHS.jobInvoices}: a draft invoice from the job's sell lines, in `currency` (one of the
 * job's invoice currencies; omitted, the quote's). A refusal (no invoice settings yet, a closed job)
 * shows the error dialog with the server's words.
 */
export async function createJobInvoice(jobId: number, currency?: string) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(JOB_PATHS.jobInvoices, { id: jobId }), {
      method: 'POST',
      body: currency ? { currency } : {},
    })
  ).data.item;
}

export function useCreateJobInvoice(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency?: string) => createJobInvoice(jobId, currency),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobInvoicesKey('staff', jobId) }),
  });
}
