import { enquiryPath, INVOICE_PATHS, type Invoice, type ItemData } from '@fastforward/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { JOBS_KEY } from '../../../lib/query-keys';
import { ACCOUNTS_KEY } from './invoices-list';

export const invoiceKey = (id: number) => [ACCOUNTS_KEY, 'invoice', id] as const;

/** GET {INVOICE_PATHS.invoice}: one invoice or note with its lines, payments, corrections and history. */
export const getInvoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKey(id),
    queryFn: async () =>
      (
        await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoice, { id }), {
          suppressErrorDialog: true,
        })
      ).data.item,
  });

export const useInvoice = (id: number) => useQuery(getInvoiceQueryOptions(id));

/**
 * After a write to an invoice: the invoice itself, the Accounts lists and every job query (a job's
 * invoices list, and the job that a last payment moved to PREC) are read again.
 */
export async function refreshAfterInvoiceWrite(queryClient: QueryClient, invoice?: Invoice) {
  if (invoice) queryClient.setQueryData(invoiceKey(invoice.id), invoice);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [ACCOUNTS_KEY] }),
    // The jobs feature's queries all start with its key; the invoice page cannot know which of them show it.
    queryClient.invalidateQueries({ queryKey: [JOBS_KEY] }),
  ]);
}
