import { enquiryPath, INVOICE_PATHS } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWithDialogs } from '../../../lib/http';
import { refreshAfterInvoiceWrite } from './invoice-get';

/** DELETE {INVOICE_PATHS.invoice}: a draft only; the dialogs say how it went. Resolves whether it was deleted. */
export const deleteInvoiceDraft = (id: number) =>
  deleteWithDialogs(enquiryPath(INVOICE_PATHS.invoice, { id }), 'The invoice draft was deleted.');

export function useDeleteInvoiceDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoiceDraft,
    onSuccess: (deleted) => (deleted ? refreshAfterInvoiceWrite(queryClient) : undefined),
  });
}
