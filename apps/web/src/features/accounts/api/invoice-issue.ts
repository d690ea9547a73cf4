import { enquiryPath, INVOICE_PATHS, type Invoice, type ItemData } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** POST {INVOICE_PATHS.invoiceIssue}: numbers and freezes the draft at the version shown. */
export async function issueInvoice({ id, version }: { id: number; version: number }) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoiceIssue, { id }), {
      method: 'POST',
      body: { version },
    })
  ).data.item;
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    onSuccess: (invoice) => refreshAfterInvoiceWrite(queryClient, invoice),
  });
}
