import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceCreditNoteRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** POST {INVOICE_PATHS.invoiceCreditNote}: answers the credit note issued. */
export async function createCreditNote({ id, body }: { id: number; body: InvoiceCreditNoteRequest }) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoiceCreditNote, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: (note) => refreshAfterInvoiceWrite(queryClient, note),
  });
}
