import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceDraftUpdateRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** PUT {INVOICE_PATHS.invoice}: a draft's lines, notes and due date; the form shows field refusals. */
export async function updateInvoiceDraft({ id, body }: { id: number; body: InvoiceDraftUpdateRequest }) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoice, { id }), {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useUpdateInvoiceDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoiceDraft,
    onSuccess: (invoice) => refreshAfterInvoiceWrite(queryClient, invoice),
  });
}
