import { enquiryPath, INVOICE_PATHS, type InvoiceListItem } from '@fastforward/domain';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';
import { invoicePdfName } from './my-jobs-invoices';

/** GET {INVOICE_PATHS.invoicePdf}: an issued invoice's PDF for the forwarder's staff, saved by the browser. */
export async function downloadJobInvoicePdf(invoice: Pick<InvoiceListItem, 'id' | 'number'>) {
  saveBlob(
    await requestBlob(enquiryPath(INVOICE_PATHS.invoicePdf, { id: invoice.id })),
    invoicePdfName(invoice),
  );
}
