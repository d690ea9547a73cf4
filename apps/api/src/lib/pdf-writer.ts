import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * The drawing pieces every generated document (quote, house bill of lading draft, delivery order,
 * invoice) is made of with pdf-lib: A4 pages with a footer, wrapped text, tables, the company's
 * letterhead with its logo. One place, so the documents look alike and a fix reaches them all.
 */

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.48);
export const RULE = rgb(0.82, 0.85, 0.89);
export const ACCENT = rgb(0.05, 0.32, 0.62);
export type PdfColor = typeof INK;

export type PdfFonts = { regular: PDFFont; bold: PDFFont };

/** A logo as read from the file store: PNG or JPEG bytes (the only images pdf-lib embeds). */
export type PdfLogo = { bytes: Uint8Array; kind: 'png' | 'jpeg' };

/** The forwarder's letterhead at the top of every document. */
export type PdfLetterhead = {
  name: string;
  addressLines: string[];
  contactLines: string[];
  logo: PdfLogo | null;
};

/** A bank account the customer pays into, as a document prints it. */
export type PdfBankAccount = {
  bankName: string;
  accountName: string;
  accountNumber: string;
  iban: string | null;
  swiftCode: string | null;
  branch: string | null;
  currency: string;
};

/** The customer a document is addressed to. */
export type PdfAddressee = { name: string; addressLines: string[] };

/** A table column: its title, width in points and alignment. */
export type PdfColumn = { title: string; width: number; align: 'left' | 'right' };

/**
 * The standard fonts encode WinAnsi only: any other character (an arrow, a CJK name) would throw,
 * so it is printed as '?' rather than failing the whole document.
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

export function printable(font: PDFFont, text: string): string {
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
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  // Split before `printable`: a line break is no WinAnsi character and would print as '?'.
  for (const paragraph of text.split('\n').map((p) => printable(font, p))) {
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

/**
 * A new document with its metadata and the two Helvetica fonts. `issuedOn` (YYYY-MM-DD) is its
 * creation date, fixed so the bytes depend on the data only.
 */
export async function createPdf(meta: {
  title: string;
  author: string;
  issuedOn: string;
}): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setCreator('FastForward');
  const issued = new Date(`${meta.issuedOn}T00:00:00Z`);
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts: PdfFonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, fonts };
}

/** The document's bytes. Without object streams: a tenth of the time (pdf-lib builds them slowly), a few KiB larger. */
export const savePdf = (pdf: PDFDocument): Promise<Uint8Array> => pdf.save({ useObjectStreams: false });

/** A page cursor that starts a new page when the next block does not fit. */
export class PdfWriter {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
    private readonly footer: string,
    /** Runs on every new page (a watermark, say), before anything else is drawn on it. */
    private readonly onPage?: (page: PDFPage) => void,
  ) {
    this.page = this.addPage();
    this.y = A4.height - MARGIN;
  }

  private addPage() {
    const page = this.pdf.addPage([A4.width, A4.height]);
    this.onPage?.(page);
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
      color?: PdfColor;
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
  row(columns: readonly PdfColumn[], cells: string[], options: { bold?: boolean; size?: number } = {}) {
    const size = options.size ?? 8.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const wrapped = cells.map((cell, i) => wrap(font, size, cell, (columns[i]?.width ?? 60) - 6));
    const height = Math.max(...wrapped.map((w) => w.length)) * (size + 2.5) + 3;
    this.ensure(height);
    let x = MARGIN;
    wrapped.forEach((lines, i) => {
      const column = columns[i];
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

  /** A table: the header row in bold, then one row per entry. */
  table(columns: readonly PdfColumn[], rows: string[][]) {
    this.row(
      columns,
      columns.map((c) => c.title),
      { bold: true },
    );
    for (const cells of rows) this.row(columns, cells);
  }

  /** Label: value pairs side by side in two columns, each block wrapped in its half. */
  fields(pairs: { label: string; value: string }[], options: { size?: number } = {}) {
    const size = options.size ?? 9;
    const half = (A4.width - 2 * MARGIN) / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      const cells = pairs.slice(i, i + 2).map((pair) => ({
        label: wrap(this.fonts.bold, size - 1.5, pair.label.toUpperCase(), half - 12),
        value: wrap(this.fonts.regular, size, pair.value || '-', half - 12),
      }));
      const lineHeight = size + 3;
      const height = Math.max(...cells.map((c) => c.label.length + c.value.length)) * lineHeight + 6;
      this.ensure(height);
      cells.forEach((cell, n) => {
        const x = MARGIN + n * half;
        let y = this.y;
        for (const line of cell.label) {
          y -= lineHeight;
          this.page.drawText(line, { x, y, size: size - 1.5, font: this.fonts.bold, color: MUTED });
        }
        for (const line of cell.value) {
          y -= lineHeight;
          this.page.drawText(line, { x, y, size, font: this.fonts.regular, color: INK });
        }
      });
      this.y -= height;
    }
  }
}

/** The logo embedded in the document, or null when there is none or pdf-lib cannot read it. */
export async function embedLogo(pdf: PDFDocument, logo: PdfLogo | null): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.kind === 'png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
  } catch {
    // A logo the library cannot read leaves the document without a logo, not without a PDF.
    return null;
  }
}

function drawLogo(writer: PdfWriter, logo: PDFImage | null) {
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

/** The letterhead at the top of the first page: name, address and contact on the left, the logo on the right, a rule. */
export async function drawLetterhead(pdf: PDFDocument, writer: PdfWriter, letterhead: PdfLetterhead) {
  const logoHeight = drawLogo(writer, await embedLogo(pdf, letterhead.logo));
  const textWidth = A4.width - 2 * MARGIN - (logoHeight > 0 ? 150 : 0);
  writer.text(letterhead.name, { size: 16, bold: true, width: textWidth, gap: 2 });
  for (const line of [...letterhead.addressLines, ...letterhead.contactLines]) {
    writer.text(line, { size: 8.5, color: MUTED, width: textWidth });
  }
  writer.y = Math.min(writer.y, A4.height - MARGIN - logoHeight);
  writer.rule(10);
}

/** The addressee under a bold heading ('Customer', 'Bill to'): name, then the address in grey. */
export function drawAddressee(writer: PdfWriter, heading: string, addressee: PdfAddressee) {
  writer.text(heading, { bold: true, size: 10 });
  writer.text(addressee.name);
  for (const line of addressee.addressLines) writer.text(line, { size: 8.5, color: MUTED });
  writer.y -= 8;
}

/** After a rule, the bank accounts under a bold heading, each in a few lines; nothing when there are none. */
export function drawBankAccounts(writer: PdfWriter, heading: string, accounts: PdfBankAccount[]) {
  if (accounts.length === 0) return;
  writer.rule(8);
  writer.text(heading, { bold: true, size: 10 });
  for (const account of accounts) {
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
