import {
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

/** The company's DO settings as the delivery order prints them. */
export type DoSettingsText = {
  issuingOffice: string;
  signatoryName: string;
  signatoryDesignation: string;
  termsText: string;
  footerText: string;
};

export type DeliveryOrderData = {
  company: PdfLetterhead;
  settings: DoSettingsText;
  facts: JobDocumentFacts;
  doNumber: string;
  /** The day it is issued and the last day it may be presented (YYYY-MM-DD). */
  issuedOn: string;
  validTill: string;
};

/**
 * The delivery order (A4): the forwarder's letterhead, the DO number, issue date and validity
 * (DO settings' validity days), the issuing office, the consignee the cargo is released to, the
 * route and carrier, the containers and cargo, the DO settings' terms, the signatory, and the DO
 * settings' footer on every page. Pure: the same data gives the same pages.
 */
export async function renderDeliveryOrderPdf(data: DeliveryOrderData): Promise<Uint8Array> {
  const { facts, settings } = data;
  const { pdf, fonts } = await createPdf({
    title: `Delivery order ${data.doNumber}`,
    author: data.company.name,
    issuedOn: data.issuedOn,
  });
  const footer = [settings.footerText.replace(/\s+/g, ' ').trim(), `Delivery order ${data.doNumber}`]
    .filter(Boolean)
    .join(' - ');
  const writer = new PdfWriter(pdf, fonts, footer);
  await drawLetterhead(pdf, writer, data.company);

  writer.text('DELIVERY ORDER', { size: 13, bold: true, color: ACCENT, gap: 4 });
  writer.fields([
    { label: 'DO number', value: data.doNumber },
    { label: 'Job reference', value: facts.reference },
    { label: 'Date of issue', value: data.issuedOn },
    { label: 'Valid till', value: data.validTill },
    { label: 'Issuing office', value: settings.issuingOffice },
    { label: 'Booking reference', value: facts.enquiryReference },
  ]);
  writer.rule(6);
  writer.text(
    `Please deliver to the consignee below, or to their order, the cargo described in this delivery order on presentation of this order before ${data.validTill}, against payment of any charges due to you.`,
    { size: 9, gap: 6 },
  );
  writer.fields([
    { label: 'Consignee', value: partyLines(facts.consignee) },
    { label: 'Notify party', value: notifyPartyLines(facts) },
    { label: 'Shipper', value: partyLines(facts.shipper) },
    { label: 'Carrier / line', value: facts.shippingLine ?? '' },
    { label: 'Vessel / voyage', value: facts.vesselVoyage ?? '' },
    { label: 'Master B/L no.', value: facts.masterBillNumber ?? '' },
    { label: 'House B/L no.', value: facts.houseBillNumber ?? '' },
    { label: 'Port of loading', value: facts.portOfLoading },
    { label: 'Port of discharge', value: facts.portOfDischarge },
    { label: 'Place of delivery', value: facts.placeOfDelivery ?? '' },
    { label: 'ETA', value: facts.eta ?? '' },
  ]);
  writer.rule(6);

  drawContainers(writer, facts, 'No containers recorded.');
  writer.rule(6);
  writer.text('Cargo', { bold: true, size: 10, gap: 2 });
  writer.fields([...cargoFields(facts.cargo)]);
  writer.rule(8);
  writer.text('Terms', { bold: true, size: 10, gap: 2 });
  writer.text(settings.termsText, { size: 8 });
  writer.y -= 24;
  writer.ensure(60);
  writer.text(`For ${data.company.name}`, { size: 9.5, bold: true, gap: 22 });
  writer.text(settings.signatoryName, { size: 9.5 });
  writer.text(settings.signatoryDesignation, { size: 8.5, color: MUTED });
  return savePdf(pdf);
}
