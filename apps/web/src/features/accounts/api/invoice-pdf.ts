import { enquiryPath, INVOICE_PATHS, type InvoiceListItem } from '@fastforward/domain';
import { saveBlob } from '../../../components/files';
import { requestBlob } from '../../../lib/http';

/** 'INV-1001' → 'INV-1001.pdf'. */
const pdfName = (invoice: Pick<InvoiceListItem, 'id' | 'number'>) =>
  `${(invoice.number ?? `invoice-${invoice.id}`).replace(/[^\w.-]+/g, '_')}.pdf`;

/** GET {INVOICE_PATHS.invoicePdf}: the issued document's PDF, saved by the browser (a refusal shows the error dialog). */
export async function downloadInvoicePdf(invoice: Pick<InvoiceListItem, 'id' | 'number'>) {
  saveBlob(await requestBlob(enquiryPath(INVOICE_PATHS.invoicePdf, { id: invoice.id })), pdfName(invoice));
}
