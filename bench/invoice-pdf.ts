import { type InvoicePdfData, renderInvoicePdf } from '@fastforward/api/src/modules/invoices/invoice-pdf';
import { benchPdfRender, SAMPLE_BANK_ACCOUNTS } from './lib/pdf-bench';

/** A busy invoice: thirty lines, part paid, long notes, two bank accounts and a footer. */
function sampleInvoice(n: number): InvoicePdfData {
  const line = (i: number) => {
    const quantity = i % 3 === 0 ? '2' : '1';
    const unit = 1000 + i * 37;
    return {
      label: `Charge ${i + 1}: ocean freight, surcharges and terminal handling at origin`,
      quantity,
      unitPrice: `${unit}.50`,
      amount: (Number(quantity) * (unit + 0.5)).toFixed(2),
    };
  };
  const lines = Array.from({ length: 30 }, (_, i) => line(i));
  const subtotal = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
  const tax = Math.round(subtotal * 0.05);
  const total = subtotal + tax;
  const paid = Math.round(total * 0.4);
  const money = (cents: number) => (cents / 100).toFixed(2);
  return {
    kind: 'invoice',
    company: {
      name: 'Oceanic Freight Forwarders LLC',
      addressLines: ['Jebel Ali Free Zone, Office 12', 'PO Box 17000', 'Dubai AE'],
      contactLines: ['+971 4 555 0100  |  accounts@oceanic.test'],
      logo: null,
      taxRegistrationNumber: '100234567800003',
    },
    customer: {
      name: 'Acme Imports FZE',
      addressLines: ['LOB 15, Office 312', 'Jebel Ali Free Zone', 'Dubai AE'],
      taxRegistrationNumber: '100987654300003',
    },
    number: `INV-${1000 + n}`,
    issueDate: '2026-11-24',
    dueDate: '2026-12-24',
    jobReference: `JOB-2026-${String(n).padStart(6, '0')}`,
    enquiryReference: `RE-2026-${String(n).padStart(6, '0')}`,
    shipment: {
      masterBillNumber: 'MEDUJA778812',
      houseBillNumber: 'HBL-2026-000042',
      vesselVoyage: 'MSC GULSUN / 451E',
      portOfLoading: 'Jebel Ali (AEJEA)',
      portOfDischarge: 'Nhava Sheva (INNSA)',
      etd: '2026-11-30',
      eta: '2026-12-06',
      containers: ['MSCU1234565 (40HC)', 'MSCU7654321 (40HC)'],
    },
    paymentTermsDays: 30,
    relatedNumber: null,
    currency: 'AED',
    lines,
    subtotal: money(subtotal),
    taxRate: '5.00',
    taxPerRate: [{ taxCode: null, taxRate: '5.00', net: money(subtotal), tax: money(tax) }],
    exchange: null,
    taxTotal: money(tax),
    total: money(total),
    paidTotal: money(paid),
    balance: money(total - paid),
    notes: 'Payment by bank transfer quoting the invoice number. '.repeat(8),
    bankAccounts: SAMPLE_BANK_ACCOUNTS,
    footerText: 'Thank you for your business. Goods are carried under our standard trading conditions.',
  };
}

/**
 * The invoice PDF (renderInvoicePdf: letterhead, customer, thirty lines, totals, paid and balance,
 * bank details, footer) rendered in this process: milliseconds per document over 50 documents,
 * after a warm-up.
 */
export function benchInvoicePdf() {
  return benchPdfRender('Invoice', sampleInvoice, renderInvoicePdf);
}
