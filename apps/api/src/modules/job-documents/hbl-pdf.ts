import { degrees, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import {
  A4,
  ACCENT,
  createPdf,
  drawLetterhead,
  MUTED,
  type PdfLetterhead,
  PdfWriter,
  savePdf,
} from '../../lib/pdf-writer';
import {
  cargoFields,
  drawContainers,
  type JobDocumentFacts,
  notifyPartyLines,
  partyLines,
} from './job-document-facts';

export type HblDraftData = {
  company: PdfLetterhead;
  facts: JobDocumentFacts;
  /** The day it is printed (YYYY-MM-DD). */
  printedOn: string;
};

const WATERMARK = 'DRAFT';

/** "DRAFT" across the page, under everything drawn after it: a draft is never taken for the bill. */
function drawWatermark(page: PDFPage, font: PDFFont) {
  const size = 150;
  const width = font.widthOfTextAtSize(WATERMARK, size);
  const angle = 45;
  const radians = (angle * Math.PI) / 180;
  // Centred: the text's middle at the page's middle, along the diagonal.
  page.drawText(WATERMARK, {
    x: A4.width / 2 - (Math.cos(radians) * width) / 2 + (Math.sin(radians) * size) / 3,
    y: A4.height / 2 - (Math.sin(radians) * width) / 2 - (Math.cos(radians) * size) / 3,
    size,
    font,
    color: rgb(0.88, 0.3, 0.3),
    opacity: 0.18,
    rotate: degrees(angle),
  });
}

/**
 * A house bill of lading DRAFT (A4) from the job's data, for the shipper to check before the bill
 * is issued: the forwarder's letterhead, the parties, the route and carrier, the containers with
 * their seals, the cargo (marks, packages, description, weight), a DRAFT watermark on every page.
 * Pure: the same data gives the same pages.
 */
export async function renderHblDraftPdf(data: HblDraftData): Promise<Uint8Array> {
  const { facts } = data;
  const { pdf, fonts } = await createPdf({
    title: `House bill of lading draft ${facts.reference}`,
    author: data.company.name,
    issuedOn: data.printedOn,
  });
  const writer = new PdfWriter(
    pdf,
    fonts,
    `${data.company.name} - House bill of lading DRAFT ${facts.reference} - not negotiable, for checking only`,
    (page) => drawWatermark(page, fonts.bold),
  );
  await drawLetterhead(pdf, writer, data.company);

  writer.text('HOUSE BILL OF LADING - DRAFT', { size: 13, bold: true, color: ACCENT, gap: 2 });
  writer.text('Not negotiable. For checking by the shipper only; the issued bill prevails.', {
    size: 8.5,
    color: MUTED,
    gap: 6,
  });
  writer.fields([
    { label: 'Shipper', value: partyLines(facts.shipper) },
    {
      label: 'House B/L no. (draft)',
      value: facts.houseBillNumber ?? `${facts.reference} (not numbered yet)`,
    },
    { label: 'Consignee', value: partyLines(facts.consignee) },
    {
      label: 'Booking reference',
      value: [facts.enquiryReference, facts.carrierBookingReference].filter(Boolean).join(' · '),
    },
    { label: 'Notify party', value: notifyPartyLines(facts) },
    { label: 'Date', value: data.printedOn },
  ]);
  writer.rule(6);
  writer.fields([
    { label: 'Place of receipt', value: facts.placeOfReceipt ?? '' },
    { label: 'Port of loading', value: facts.portOfLoading },
    { label: 'Port of discharge', value: facts.portOfDischarge },
    { label: 'Place of delivery', value: facts.placeOfDelivery ?? '' },
    { label: 'Carrier / line', value: facts.shippingLine ?? '' },
    { label: 'Vessel / voyage', value: facts.vesselVoyage ?? '' },
    { label: 'Master B/L no.', value: facts.masterBillNumber ?? '' },
    { label: 'ETD', value: facts.etd ?? '' },
    { label: 'ETA', value: facts.eta ?? '' },
    { label: 'Mode', value: facts.mode },
    { label: 'Incoterm', value: facts.incoterm ?? '' },
  ]);
  writer.rule(6);

  drawContainers(writer, facts, 'No containers recorded yet.');
  writer.rule(6);

  writer.text('Particulars furnished by the shipper', { bold: true, size: 10, gap: 2 });
  writer.fields([
    ...cargoFields(facts.cargo),
    { label: 'HS code', value: facts.cargo.hsCode ?? '' },
    { label: 'Commodity', value: facts.commodity },
  ]);
  writer.rule(8);
  writer.text(
    'Received in apparent good order and condition, unless otherwise stated, the goods described above for carriage from the place of receipt or port of loading to the port of discharge or place of delivery. This draft is not a receipt, a contract of carriage or a document of title.',
    { size: 7.5, color: MUTED },
  );
  return savePdf(pdf);
}
