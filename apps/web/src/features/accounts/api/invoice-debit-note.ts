import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceDebitNoteRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** POST {INVOICE_PATHS.invoiceDebitNote}: answers the debit note issued. */
export async function createDebitNote({ id, body }: { id: number; body: InvoiceDebitNoteRequest }) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoiceDebitNote, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useCreateDebitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDebitNote,
    onSuccess: (note) => refreshAfterInvoiceWrite(queryClient, note),
  });
}
