import {
  type BookingParty,
  COMMODITY_TYPE,
  cargoLineTexts,
  LOAD_TYPE,
  mainCarriageLabel,
  type StoredBookingCargo,
} from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  containerSizes,
  jobContainers,
  quoteOptions,
  rateEnquiries,
  shippingCompanies,
} from '../../db/schema';
import { MUTED, type PdfColumn, type PdfWriter } from '../../lib/pdf-writer';
import type { JobRow } from '../jobs/job-records';
import { readShipment } from '../jobs/shipment-records';
import {
  containerSizeNamesOf,
  type EnquiryJoined,
  enquiryColumns,
  toEnquiry,
  withEnquiryJoins,
} from '../rate-enquiries/enquiry-records';

/** A job's shipment as its generated documents (house bill of lading draft, delivery order) print it. */
export type JobDocumentFacts = {
  reference: string;
  enquiryReference: string;
  customerName: string;
  /** 'Sea, Full container (FCL)'. */
  mode: string;
  shipper: BookingParty;
  consignee: BookingParty;
  /** Null: the notify party is the consignee. */
  notifyParty: BookingParty | null;
  placeOfReceipt: string | null;
  portOfLoading: string;
  portOfDischarge: string;
  placeOfDelivery: string | null;
  /** The carrier of the booked option, else the customer's preferred line. */
  shippingLine: string | null;
  carrierBookingReference: string | null;
  /** The carrier's (master) bill of lading number. */
  masterBillNumber: string | null;
  houseBillNumber: string | null;
  /** The main carriage's vessel and voyage, or flight: 'MSC GULSUN / 451E'. */
  vesselVoyage: string | null;
  etd: string | null;
  eta: string | null;
  incoterm: string | null;
  commodity: string;
  cargo: StoredBookingCargo;
  containers: {
    number: string;
    size: string | null;
    sealNumber: string | null;
    packageCount: number | null;
    grossWeightKg: string | null;
    /** The verified gross mass (SOLAS VGM), kilograms. */
    vgmKg: string | null;
  }[];
};

const port = (p: { name: string; code: string | null }) => (p.code ? `${p.name} (${p.code})` : p.name);

/**
 * What a job's generated documents print, read by the job's own company (the caller loaded the job
 * for it): the booking's parties and cargo, the enquiry's route, the booked carrier, the containers.
 */
export async function readJobDocumentFacts(db: DbOrTx, job: JobRow): Promise<JobDocumentFacts> {
  const [[joined], [booking], containers, shipment] = await Promise.all([
    withEnquiryJoins(db.select(enquiryColumns).from(rateEnquiries)).where(
      and(eq(rateEnquiries.id, job.enquiryId), eq(rateEnquiries.companyId, job.companyId)),
    ) as Promise<EnquiryJoined[]>,
    db
      .select({ booking: bookings, lineName: shippingCompanies.name })
      .from(bookings)
      .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
      .where(and(eq(bookings.id, job.bookingId), eq(bookings.companyId, job.companyId))),
    db
      .select({
        number: jobContainers.containerNumber,
        size: containerSizes.size,
        sealNumber: jobContainers.sealNumber,
        packageCount: jobContainers.packageCount,
        grossWeightKg: jobContainers.grossWeightKg,
        vgmKg: jobContainers.vgmKg,
      })
      .from(jobContainers)
      .leftJoin(containerSizes, eq(containerSizes.id, jobContainers.containerSizeId))
      .where(and(eq(jobContainers.jobId, job.id), eq(jobContainers.companyId, job.companyId)))
      .orderBy(asc(jobContainers.id)),
    readShipment(db, job),
  ]);
  if (!joined || !booking) throw new Error(`job ${job.id} has no enquiry or booking`);
  const enquiry = toEnquiry(joined, {
    showSmsNumber: false,
    containerSizeNames: await containerSizeNamesOf(db, [joined.row]),
  });
  const mode = enquiry.mode === 'sea' ? 'Sea' : 'Air';
  const commodity =
    COMMODITY_TYPE[enquiry.commodityType as keyof typeof COMMODITY_TYPE] ?? enquiry.commodityType;
  return {
    reference: job.reference,
    enquiryReference: enquiry.reference,
    customerName: enquiry.customer.name,
    mode: enquiry.loadType ? `${mode}, ${LOAD_TYPE[enquiry.loadType]}` : mode,
    shipper: booking.booking.shipper as BookingParty,
    consignee: booking.booking.consignee as BookingParty,
    notifyParty: (booking.booking.notifyParty as BookingParty | null) ?? null,
    placeOfReceipt: enquiry.originPlace?.name ?? enquiry.originPickupAddress ?? null,
    portOfLoading: port(enquiry.originPort),
    portOfDischarge: port(enquiry.destinationPort),
    placeOfDelivery: enquiry.finalPlace?.name ?? enquiry.finalDeliveryAddress ?? null,
    shippingLine: booking.lineName ?? enquiry.preferredLine?.name ?? null,
    carrierBookingReference: shipment.carrierBookingReference,
    masterBillNumber: shipment.transportDocumentReference,
    houseBillNumber: shipment.houseBillNumber,
    vesselVoyage: mainCarriageLabel(shipment),
    etd: job.etd,
    eta: job.eta,
    incoterm: enquiry.incotermCode ?? null,
    commodity: [
      commodity,
      enquiry.dgClassCode && `class ${enquiry.dgClassCode}`,
      enquiry.unNumber && `UN ${enquiry.unNumber}`,
    ]
      .filter(Boolean)
      .join(', '),
    cargo: booking.booking.cargo as StoredBookingCargo,
    containers,
  };
}

/** A party in a few lines: name, address, contact, e-mail and phone. */
export const partyLines = (party: BookingParty) =>
  [party.name, party.address, party.contact, [party.email, party.phone].filter(Boolean).join('  |  ')]
    .filter((v): v is string => !!v?.trim())
    .join('\n');

/** The notify party in a few lines, or that it is the consignee. */
export const notifyPartyLines = (facts: JobDocumentFacts) =>
  facts.notifyParty ? partyLines(facts.notifyParty) : 'Same as consignee';

const weight = (kg: string | number | null) =>
  kg === null || kg === '' ? '' : Number(kg).toLocaleString('en-US', { maximumFractionDigits: 3 });

const CONTAINER_COLUMNS: readonly PdfColumn[] = [
  { title: 'Container no.', width: 100, align: 'left' },
  { title: 'Size / type', width: 100, align: 'left' },
  { title: 'Seal no.', width: 90, align: 'left' },
  { title: 'Packages', width: 60, align: 'right' },
  { title: 'Gross weight (kg)', width: 85, align: 'right' },
  { title: 'VGM (kg)', width: 80, align: 'right' },
];

/** The 'Containers' block: a table of the job's containers with their seals, or `emptyText`. */
export function drawContainers(writer: PdfWriter, facts: JobDocumentFacts, emptyText: string) {
  writer.text('Containers', { bold: true, size: 10, gap: 2 });
  if (facts.containers.length === 0) {
    writer.text(emptyText, { size: 8.5, color: MUTED });
    return;
  }
  writer.table(
    CONTAINER_COLUMNS,
    facts.containers.map((c) => [
      c.number,
      c.size ?? '',
      c.sealNumber ?? '',
      c.packageCount === null ? '' : String(c.packageCount),
      weight(c.grossWeightKg),
      weight(c.vgmKg),
    ]),
  );
}

/** The cargo as label: value pairs (marks, packages, description, gross weight). */
export const cargoFields = (cargo: StoredBookingCargo) => {
  const lines = cargoLineTexts(cargo);
  return [
    { label: 'Marks and numbers', value: cargo.marks ?? '' },
    { label: 'Number of packages', value: String(cargo.packageCount) },
    { label: 'Description of goods', value: cargo.description },
    { label: 'Gross weight (kg)', value: weight(cargo.grossWeightKg) },
    ...(lines.length > 0 ? [{ label: 'Cargo as booked', value: lines.join('\n') }] : []),
  ];
};
