import type { InvoiceKind } from '@fastforward/domain';
import {
  ACCENT,
  createPdf,
  drawAddressee,
  drawBankAccounts,
  drawLetterhead,
  formatPdfAmount,
  MUTED,
  type PdfAddressee,
  type PdfBankAccount,
  type PdfColumn,
  type PdfLetterhead,
  PdfWriter,
  savePdf,
} from '../../lib/pdf-writer';

/** What an invoice, credit note or debit note prints: sell only, as the customer is billed. */
export type InvoicePdfData = {
  kind: InvoiceKind;
  company: PdfLetterhead & { taxRegistrationNumber: string | null };
  customer: PdfAddressee & { taxRegistrationNumber: string | null };
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Null for a credit note (nothing to pay). */
  dueDate: string | null;
  jobReference: string;
  enquiryReference: string;
  /** What the job record holds of the shipment; what is absent is not printed. */
  shipment: {
    masterBillNumber: string | null;
    houseBillNumber: string | null;
    /** The main carriage's vessel and voyage, or flight. */
    vesselVoyage: string | null;
    portOfLoading: string | null;
    portOfDischarge: string | null;
    etd: string | null;
    eta: string | null;
    containers: string[];
  };
  /** The invoice settings' payment terms in days; null when unknown. */
  paymentTermsDays: number | null;
  /** A note's invoice number. */
  relatedNumber: string | null;
  currency: string;
  lines: {
    label: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    taxCode?: string | null;
    taxRate?: string;
  }[];
  subtotal: string;
  /** The invoice's rate: what an old line without a tax code is taxed at. */
  taxRate: string;
  /** Each rate's net and tax; their tax adds up to taxTotal. */
  taxPerRate: { taxCode: string | null; taxRate: string; net: string; tax: string }[];
  /** The rate between the foreign currency and the base, printed when set. */
  exchange: {
    rate: string;
    on: string;
    foreignCurrency: string;
    baseCurrency: string;
    /** The lines were converted from the foreign currency into the invoice's. */
    converted: boolean;
  } | null;
  taxTotal: string;
  total: string;
  paidTotal: string;
  balance: string;
  notes: string | null;
  bankAccounts: PdfBankAccount[];
  footerText: string | null;
};

const TITLES: Record<InvoiceKind, string> = {
  invoice: 'TAX INVOICE',
  credit_note: 'CREDIT NOTE',
  debit_note: 'DEBIT NOTE',
};

const COLUMNS: readonly PdfColumn[] = [
  { title: 'Description', width: 215, align: 'left' },
  { title: 'Qty', width: 45, align: 'right' },
  { title: 'Tax', width: 60, align: 'left' },
  { title: 'Unit price', width: 90, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
];

/** The totals under the lines: a wide label column for tax per rate. */
const TOTAL_COLUMNS: readonly PdfColumn[] = [
  { title: '', width: 160, align: 'left' },
  { title: '', width: 250, align: 'right' },
  { title: '', width: 105, align: 'right' },
];

/** '5.00' → '5', '7.50' → '7.5': the rate as a person writes it. */
const percent = (rate: string) => `${Number(rate)}%`;

/** 'SR 5%', or '5%' for a line stored before tax codes. */
const taxLabel = (code: string | null | undefined, rate: string) =>
  code ? `${code} ${percent(rate)}` : percent(rate);

/**
 * The invoice (or note) as a PDF (A4): the forwarder's letterhead and tax registration, the
 * customer, number, dates, job and enquiry references, the lines, subtotal, tax, total, paid and
 * balance, the bank accounts to pay into (default first) and the invoice settings' footer text.
 * Pure: the same data gives the same bytes.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const title = TITLES[data.kind];
  const { pdf, fonts } = await createPdf({
    title: `${title} ${data.number}`,
    author: data.company.name,
    issuedOn: data.issueDate,
  });
  const writer = new PdfWriter(pdf, fonts, `${data.company.name} - ${title} ${data.number}`);
  await drawLetterhead(pdf, writer, data.company);

  writer.text(title, { size: 13, bold: true, color: ACCENT, gap: 4 });
  writer.fields(
    [
      { label: 'Number', value: data.number },
      { label: 'Date', value: data.issueDate },
      ...(data.dueDate ? [{ label: 'Due date', value: data.dueDate }] : []),
      ...(data.kind !== 'credit_note' && data.paymentTermsDays !== null
        ? [{ label: 'Payment terms', value: `${data.paymentTermsDays} days` }]
        : []),
      ...(data.relatedNumber ? [{ label: 'Against invoice', value: data.relatedNumber }] : []),
      { label: 'Job', value: data.jobReference },
      { label: 'Enquiry', value: data.enquiryReference },
      ...(data.company.taxRegistrationNumber
        ? [{ label: 'Tax registration', value: data.company.taxRegistrationNumber }]
        : []),
    ],
    { size: 9 },
  );
  writer.y -= 6;

  drawAddressee(writer, 'Bill to', data.customer);
  if (data.customer.taxRegistrationNumber) {
    writer.text(`Customer tax registration: ${data.customer.taxRegistrationNumber}`, { size: 8.5 });
  }

  const { shipment } = data;
  const printed: [string, string | null][] = [
    ['Master B/L no.', shipment.masterBillNumber],
    ['House B/L no.', shipment.houseBillNumber],
    ['Vessel / voyage', shipment.vesselVoyage],
    ['Port of loading', shipment.portOfLoading],
    ['Port of discharge', shipment.portOfDischarge],
    ['ETD', shipment.etd],
    ['ETA', shipment.eta],
    ['Containers', shipment.containers.length > 0 ? shipment.containers.join(', ') : null],
  ];
  const shipmentFields = printed.flatMap(([label, value]) => (value ? [{ label, value }] : []));
  if (shipmentFields.length > 0) {
    writer.y -= 4;
    writer.text('Shipment', { bold: true, size: 10 });
    writer.fields(shipmentFields, { size: 8.5 });
  }
  writer.y -= 6;

  const money = (value: string) => `${data.currency} ${formatPdfAmount(value)}`;
  writer.table(
    COLUMNS,
    data.lines.map((line) => [
      line.label,
      line.quantity,
      taxLabel(line.taxCode, line.taxRate ?? data.taxRate),
      money(line.unitPrice),
      money(line.amount),
    ]),
  );
  writer.rule(4);
  const totals: [string, string, boolean][] = [['Subtotal', data.subtotal, false]];
  for (const rate of data.taxPerRate) {
    totals.push([
      `Tax ${taxLabel(rate.taxCode, rate.taxRate)} on ${formatPdfAmount(rate.net)}`,
      rate.tax,
      false,
    ]);
  }
  totals.push(['Tax total', data.taxTotal, false], ['Total', data.total, true]);
  if (data.kind !== 'credit_note') {
    totals.push(['Paid', data.paidTotal, false], ['Balance due', data.balance, true]);
  }
  for (const [label, value, bold] of totals) {
    writer.row(TOTAL_COLUMNS, ['', label, money(value)], { bold, size: bold ? 9.5 : 8.5 });
  }
  if (data.exchange) {
    const { rate, on, foreignCurrency, baseCurrency, converted } = data.exchange;
    writer.y -= 4;
    writer.text(
      converted
        ? `Converted from ${foreignCurrency} at 1 ${foreignCurrency} = ${rate} ${baseCurrency} (exchange rate of ${on})`
        : `Exchange rate: 1 ${foreignCurrency} = ${rate} ${baseCurrency} (rate of ${on})`,
      { size: 8.5, color: MUTED },
    );
  }

  if (data.notes) {
    writer.rule(8);
    writer.text(data.kind === 'invoice' ? 'Notes' : 'Reason', { bold: true, size: 10 });
    writer.text(data.notes, { size: 8.5 });
  }
  if (data.kind !== 'credit_note') drawBankAccounts(writer, 'Please pay to', data.bankAccounts);
  if (data.footerText) {
    writer.rule(8);
    writer.text(data.footerText, { size: 8, color: MUTED });
  }
  return savePdf(pdf);
}
