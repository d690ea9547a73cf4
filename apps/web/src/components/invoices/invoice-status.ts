import type { InvoiceStatus } from '@fastforward/domain';

/** One colour per invoice status, wherever an invoice's status badge is drawn. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  paid: 'green',
  cancelled: 'dark',
};
