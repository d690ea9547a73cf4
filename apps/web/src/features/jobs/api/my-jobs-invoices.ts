import { enquiryPath, INVOICE_PATHS, type InvoiceListItem } from '@fastforward/domain';
import { createListApi } from '../../../components/company-records';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';
import { myJobKeys } from './my-jobs-keys';

/** GET {INVOICE_PATHS.myInvoices}: a page of the invoices and notes the forwarder issued the customer. */
export const myInvoicesApi = createListApi<InvoiceListItem>(INVOICE_PATHS.myInvoices, [
  ...myJobKeys.all,
  'invoices',
]);

/** 'INV-1001' → 'INV-1001.pdf': a file name without a path separator. */
export const invoicePdfName = (invoice: Pick<InvoiceListItem, 'number' | 'id'>) =>
  `${(invoice.number ?? `invoice-${invoice.id}`).replace(/[^\w.-]+/g, '_')}.pdf`;

/** GET {INVOICE_PATHS.myInvoicePdf}: the invoice's PDF, saved by the browser; a refusal shows the error dialog. */
export async function downloadMyInvoicePdf(invoice: Pick<InvoiceListItem, 'id' | 'number'>) {
  saveBlob(
    await requestBlob(enquiryPath(INVOICE_PATHS.myInvoicePdf, { id: invoice.id })),
    invoicePdfName(invoice),
  );
}
