import {
  enquiryPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoicePaymentRequest,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** POST {INVOICE_PATHS.invoicePayments}: money received; the form shows a refused amount or date. */
export async function recordInvoicePayment({ id, body }: { id: number; body: InvoicePaymentRequest }) {
  return (
    await request<ItemData<Invoice>>(enquiryPath(INVOICE_PATHS.invoicePayments, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;
}

export function useRecordInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordInvoicePayment,
    onSuccess: (invoice) => refreshAfterInvoiceWrite(queryClient, invoice),
  });
}
