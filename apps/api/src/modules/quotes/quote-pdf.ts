import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * What a quote's PDF prints. Sell only: the type has no buy, margin, floor or provenance, so
 * nothing the forwarder keeps to itself can reach the customer's document.
 */
export type QuotePdfData = {
  company: {
    name: string;
    addressLines: string[];
    contactLines: string[];
    logo: { bytes: Uint8Array; kind: 'png' | 'jpeg' } | null;
  };
  bankAccounts: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    iban: string | null;
    swiftCode: string | null;
    branch: string | null;
    currency: string;
  }[];
  customer: { name: string; addressLines: string[] };
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
    /** Per currency, when the lines are in more than one. */
    totals: { currency: string; sell: string }[];
    /** The price of the option in the base currency. */
    total: string;
  }[];
  remarks: string | null;
  terms: string | null;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.82, 0.85, 0.89);
const ACCENT = rgb(0.05, 0.32, 0.62);

/** Column x positions and widths of an option's line table. */
const COLUMNS = [
  { title: 'Charge', width: 205, align: 'left' },
  { title: 'Basis', width: 75, align: 'left' },
  { title: 'Qty', width: 45, align: 'right' },
  { title: 'Unit price', width: 85, align: 'right' },
  { title: 'Amount', width: 105, align: 'right' },
] as const;

type Fonts = { regular: PDFFont; bold: PDFFont };

/**
 * The standard fonts encode WinAnsi only: any other character (an arrow, a CJK name) would throw,
 * so it is printed as '?' rather than failing the whole document.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function printable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  let out = '';
  for (const char of text.replace(/[\t\r]/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    out += supported.has(code) ? char : '?';
  }
  return out;
}

/** Text broken into lines no wider than `width` (long words are cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '1,250.00' from the stored decimal string. */
export const formatPdfAmount = (value: string) => {
  const number = Number(value);
  return Number.isFinite(number) ? MONEY.format(number) : value;
};

/** A page cursor that starts a new page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
  }

  private addPage() {
    const page = this.pdf.addPage([A4.width, A4.height]);
    page.drawText(printable(this.fonts.regular, this.footer), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 7.5,
      font: this.fonts.regular,
      color: MUTED,
    });
    return page;
  }

  ensure(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: typeof INK;
      x?: number;
      width?: number;
      gap?: number;
    } = {},
  ) {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4.width - MARGIN - x;
    for (const line of wrap(font, size, text, width)) {
      this.ensure(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  rule(gap = 6) {
    this.ensure(gap * 2);
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
    this.y -= gap;
  }

  /** One row of cells at the column positions, each wrapped in its column; the row's height is its tallest cell. */
  row(cells: string[], options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 8.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const wrapped = cells.map((cell, i) => wrap(font, size, cell, (COLUMNS[i]?.width ?? 60) - 6));
    const height = Math.max(...wrapped.map((w) => w.length)) * (size + 2.5) + 3;
    this.ensure(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const column = COLUMNS[i];
      if (!column) return;
      lines.forEach((line, n) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        const left = column.align === 'right' ? x + column.width - 6 - lineWidth : x;
        this.page.drawText(line, { x: left, y: this.y - (n + 1) * (size + 2.5), size, font, color: INK });
      });
      x += column.width;
    });
    this.y -= height;
  }
}

function drawLogo(writer: Writer, logo: PDFImage | null) {
  if (!logo) return 0;
  const scale = Math.min(1, 140 / logo.width, 56 / logo.height);
  const { width, height } = logo.scale(scale);
  writer.page.drawImage(logo, {
    x: A4.width - MARGIN - width,
    y: A4.height - MARGIN - height,
    width,
    height,
  });
  return height;
}

async function embedLogo(pdf: PDFDocument, logo: QuotePdfData['company']['logo']) {
  if (!logo) return null;
  try {
    return logo.kind === 'png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
  } catch {
    // A logo the library cannot read leaves the quote without a logo, not without a PDF.
    return null;
  }
}

/**
 * The customer's quote as a PDF (A4): the forwarder's letterhead (name, logo, address), the
 * customer, the enquiry's route and cargo, each option's lines with their sell and totals, the
 * validity, remarks, terms and bank details. Pure: the same data gives the same pages.
 */
export async function renderQuotePdf(data: QuotePdfData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Quote ${data.reference}`);
  pdf.setAuthor(data.company.name);
  pdf.setCreator('FastForward');
  // Fixed, so the bytes depend on the data only.
  const issued = new Date(`${data.issuedOn}T00:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(pdf, fonts, `${data.company.name} - Quote ${data.reference}`);
  const logoHeight = drawLogo(writer, await embedLogo(pdf, data.company.logo));
  const textWidth = A4.width - 2 * MARGIN - (logoHeight > 0 ? 150 : 0);

  writer.text(data.company.name, { size: 16, bold: true, width: textWidth, gap: 2 });
  for (const line of [...data.company.addressLines, ...data.company.contactLines]) {
    writer.text(line, { size: 8.5, color: MUTED, width: textWidth });
  }
  writer.y = Math.min(writer.y, A4.height - MARGIN - logoHeight);
  writer.rule(10);

  writer.text('QUOTATION', { size: 13, bold: true, color: ACCENT, gap: 4 });
  writer.text(`Reference: ${data.reference}`, { bold: true });
  writer.text(`Date: ${data.issuedOn}`);
  writer.text(`Valid till: ${data.validTill}`, { gap: 8 });

  writer.text('Customer', { bold: true, size: 10 });
  writer.text(data.customer.name);
  for (const line of data.customer.addressLines) writer.text(line, { size: 8.5, color: MUTED });
  writer.y -= 8;

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
      COLUMNS.map((c) => c.title),
      { bold: true },
    );
    for (const line of option.lines) {
      writer.row([
        line.label,
        line.basis,
        line.quantity,
        `${line.currency} ${formatPdfAmount(line.unitSell)}`,
        `${line.currency} ${formatPdfAmount(line.sell)}`,
      ]);
    }
    if (option.totals.length > 1) {
      for (const total of option.totals) {
        writer.row(
          ['', '', '', `Total ${total.currency}`, `${total.currency} ${formatPdfAmount(total.sell)}`],
          {
            bold: true,
          },
        );
      }
    }
    writer.row(
      ['', '', '', `Total (${data.baseCurrency})`, `${data.baseCurrency} ${formatPdfAmount(option.total)}`],
      { bold: true, size: 9.5 },
    );
  }

  if (data.remarks) {
    writer.rule(8);
    writer.text('Remarks', { bold: true, size: 10 });
    writer.text(data.remarks, { size: 8.5 });
  }
  if (data.bankAccounts.length > 0) {
    writer.rule(8);
    writer.text('Bank details', { bold: true, size: 10 });
    for (const account of data.bankAccounts) {
      const parts = [
        `${account.bankName}${account.branch ? `, ${account.branch}` : ''} (${account.currency})`,
        `Account name: ${account.accountName}`,
        `Account number: ${account.accountNumber}`,
        ...(account.iban ? [`IBAN: ${account.iban}`] : []),
        ...(account.swiftCode ? [`SWIFT: ${account.swiftCode}`] : []),
      ];
      for (const part of parts) writer.text(part, { size: 8.5 });
      writer.y -= 4;
    }
  }
  writer.rule(8);
  writer.text('Terms and conditions', { bold: true, size: 10 });
  writer.text(data.terms ?? 'Prices are valid till the date above and subject to space and equipment.', {
    size: 8,
  });
  // Without object streams: a tenth of the time (pdf-lib builds them slowly), a few KiB larger.
  return pdf.save({ useObjectStreams: false });
}
