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
  customer: PdfAddressee;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Null for a credit note (nothing to pay). */
  dueDate: string | null;
  jobReference: string;
  enquiryReference: string;
  /** A note's invoice number. */
  relatedNumber: string | null;
  currency: string;
  lines: { label: string; quantity: string; unitPrice: string; amount: string }[];
  subtotal: string;
  taxRate: string;
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
  { title: 'Description', width: 255, align: 'left' },
  { title: 'Qty', width: 55, align: 'right' },
  { title: 'Unit price', width: 100, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
];

/** '5.00' → '5', '7.50' → '7.5': the rate as a person writes it. */
const percent = (rate: string) => `${Number(rate)}%`;

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

  const money = (value: string) => `${data.currency} ${formatPdfAmount(value)}`;
  writer.table(
    COLUMNS,
    data.lines.map((line) => [line.label, line.quantity, money(line.unitPrice), money(line.amount)]),
  );
  writer.rule(4);
  const totals: [string, string, boolean][] = [
    ['Subtotal', data.subtotal, false],
    [`Tax (${percent(data.taxRate)})`, data.taxTotal, false],
    ['Total', data.total, true],
  ];
  if (data.kind !== 'credit_note') {
    totals.push(['Paid', data.paidTotal, false], ['Balance due', data.balance, true]);
  }
  for (const [label, value, bold] of totals) {
    writer.row(COLUMNS, ['', '', label, money(value)], { bold, size: bold ? 9.5 : 8.5 });
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
