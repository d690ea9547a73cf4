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

/**
 * What a quote's PDF prints. Sell only: the type has no buy, margin, floor or provenance, so
 * nothing the forwarder keeps to itself can reach the customer's document.
 */
export type QuotePdfData = {
  company: PdfLetterhead;
  bankAccounts: PdfBankAccount[];
  customer: PdfAddressee;
  /** 'RE-2026-000042 / Q2'. */
  reference: string;
  /** The day it is issued and the last day its prices hold (YYYY-MM-DD). */
  issuedOn: string;
  validTill: string;
  /** Label: value rows describing the enquiry (mode, route, cargo, commodity …). */
  enquiry: { label: string; value: string }[];
  baseCurrency: string;
  options: {
    title: string;
    details: string[];
    lines: {
      label: string;
      basis: string;
      quantity: string;
      currency: string;
      unitSell: string;
      sell: string;
    }[];
    /** Per currency of the lines, printed when a line is in a currency other than the base. */
    totals: { currency: string; sell: string }[];
    /** Base-currency units per one unit of each other currency of the lines, as converted. */
    exchangeRates: { currency: string; rate: string }[];
    /** The price of the option in the base currency. */
    total: string;
  }[];
  remarks: string | null;
  terms: string | null;
};

/** Column x positions and widths of an option's line table. */
const COLUMNS: readonly PdfColumn[] = [
  { title: 'Charge', width: 205, align: 'left' },
  { title: 'Basis', width: 75, align: 'left' },
  { title: 'Qty', width: 45, align: 'right' },
  { title: 'Unit price', width: 85, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
];

/**
 * The customer's quote as a PDF (A4): the forwarder's letterhead (name, logo, address), the
 * customer, the enquiry's route and cargo, each option's lines with their sell and totals, the
 * validity, remarks, terms and bank details. Pure: the same data gives the same pages.
 */
export async function renderQuotePdf(data: QuotePdfData): Promise<Uint8Array> {
  const { pdf, fonts } = await createPdf({
    title: `Quote ${data.reference}`,
    author: data.company.name,
    issuedOn: data.issuedOn,
  });
  const writer = new PdfWriter(pdf, fonts, `${data.company.name} - Quote ${data.reference}`);
  await drawLetterhead(pdf, writer, data.company);

  writer.text('QUOTATION', { size: 13, bold: true, color: ACCENT, gap: 4 });
  writer.text(`Reference: ${data.reference}`, { bold: true });
  writer.text(`Date: ${data.issuedOn}`);
  writer.text(`Valid till: ${data.validTill}`, { gap: 8 });

  drawAddressee(writer, 'Customer', data.customer);

  writer.text('Shipment', { bold: true, size: 10 });
  for (const { label, value } of data.enquiry) writer.text(`${label}: ${value}`, { size: 9 });
  writer.y -= 6;

  for (const [index, option] of data.options.entries()) {
    writer.ensure(90);
    writer.rule(8);
    writer.text(`Option ${index + 1}: ${option.title}`, { size: 11, bold: true, color: ACCENT, gap: 2 });
    for (const detail of option.details) writer.text(detail, { size: 8.5, color: MUTED });
    writer.y -= 4;
    writer.row(
      COLUMNS,
      COLUMNS.map((c) => c.title),
      { bold: true },
    );
    for (const line of option.lines) {
      writer.row(COLUMNS, [
        line.label,
        line.basis,
        line.quantity,
        `${line.currency} ${formatPdfAmount(line.unitSell)}`,
        `${line.currency} ${formatPdfAmount(line.sell)}`,
      ]);
    }
    // Each amount names its currency once; subtotals only where a line is in another currency.
    const isConverted = option.totals.some((t) => t.currency !== data.baseCurrency);
    if (isConverted) {
      for (const total of option.totals) {
        writer.row(COLUMNS, ['', '', '', 'Subtotal', `${total.currency} ${formatPdfAmount(total.sell)}`]);
      }
    }
    writer.row(COLUMNS, ['', '', '', 'Total', `${data.baseCurrency} ${formatPdfAmount(option.total)}`], {
      bold: true,
      size: 9.5,
    });
    for (const { currency, rate } of option.exchangeRates) {
      writer.text(`Converted at 1 ${currency} = ${rate} ${data.baseCurrency}`, { size: 8, color: MUTED });
    }
  }

  if (data.remarks) {
    writer.rule(8);
    writer.text('Remarks', { bold: true, size: 10 });
    writer.text(data.remarks, { size: 8.5 });
  }
  drawBankAccounts(writer, 'Bank details', data.bankAccounts);
  writer.rule(8);
  writer.text('Terms and conditions', { bold: true, size: 10 });
  writer.text(data.terms ?? 'Prices are valid till the date above and subject to space and equipment.', {
    size: 8,
  });
  return savePdf(pdf);
}
