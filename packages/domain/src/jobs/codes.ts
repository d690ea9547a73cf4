import type { JobStatusCode } from '../codes/job-status';
import { FILE_COLLECTION } from '../files/codes';

/** A customer's request to change its booking: requested, then approved (the booking takes it) or rejected. */
export const AMENDMENT_STATUS = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
} as const;
export type AmendmentStatus = keyof typeof AMENDMENT_STATUS;
export const AMENDMENT_STATUS_CODES = Object.keys(AMENDMENT_STATUS) as [
  AmendmentStatus,
  ...AmendmentStatus[],
];

/** PRODUCT §2.9: Draft → Issued → Paid, or Cancelled (an issued invoice by a credit note). */
export const INVOICE_STATUS = {
  draft: 'Draft',
  issued: 'Issued',
  paid: 'Paid',
  cancelled: 'Cancelled',
} as const;
export type InvoiceStatus = keyof typeof INVOICE_STATUS;
export const INVOICE_STATUS_CODES = Object.keys(INVOICE_STATUS) as [InvoiceStatus, ...InvoiceStatus[]];

/**
 * What an `invoices` row is. Credit and debit notes correct an issued invoice (a credit note for
 * its whole total cancels it); their PDFs are the SPEC §3 CN and DN document types.
 */
export const INVOICE_KIND = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
} as const;
export type InvoiceKind = keyof typeof INVOICE_KIND;
export const INVOICE_KIND_CODES = Object.keys(INVOICE_KIND) as [InvoiceKind, ...InvoiceKind[]];

/** The file collections a job's documents are in (SPEC §3): the bills of lading, the delivery order, the rest. */
export const JOB_DOCUMENT_COLLECTIONS = [
  FILE_COLLECTION.houseBillOfLading,
  FILE_COLLECTION.masterBillOfLading,
  FILE_COLLECTION.deliveryOrder,
  FILE_COLLECTION.additionalDocuments,
] as const;
export type JobDocumentCollection = (typeof JOB_DOCUMENT_COLLECTIONS)[number];

/** DCSA Track & Trace 2.2 event types. */
export const DCSA_EVENT_TYPE = ['SHIPMENT', 'TRANSPORT', 'EQUIPMENT'] as const;
export type DcsaEventType = (typeof DCSA_EVENT_TYPE)[number];

/**
 * A DCSA Track & Trace event: its type, its type code (shipmentEventTypeCode,
 * transportEventTypeCode or equipmentEventTypeCode) and, for a SHIPMENT event, the document it is
 * about (BKG booking, TRD transport document, CUS customs) when DCSA names one.
 */
export type DcsaEvent = { eventType: DcsaEventType; eventTypeCode: string; documentTypeCode: string | null };

const shipment = (eventTypeCode: string, documentTypeCode: string | null = null): DcsaEvent => ({
  eventType: 'SHIPMENT',
  eventTypeCode,
  documentTypeCode,
});
const transport = (eventTypeCode: 'ARRI' | 'DEPA'): DcsaEvent => ({
  eventType: 'TRANSPORT',
  eventTypeCode,
  documentTypeCode: null,
});
const equipment = (eventTypeCode: 'LOAD' | 'DISC' | 'GTIN' | 'GTOT' | 'PICK' | 'DROP'): DcsaEvent => ({
  eventType: 'EQUIPMENT',
  eventTypeCode,
  documentTypeCode: null,
});

/**
 * Each SPEC §4 job status as the DCSA Track & Trace event a carrier or a visibility platform would
 * publish for it (docs/decisions.md, "Job statuses as DCSA events"). DCSA has no payment events:
 * the money statuses map to the nearest shipment event with no document.
 */
export const JOB_STATUS_DCSA_EVENTS = {
  QUED: shipment('RECE', 'BKG'),
  QERY: shipment('PENU', 'BKG'),
  SPBO: shipment('CONF', 'BKG'),
  SPRE: shipment('DRFT', 'BKG'),
  DORE: shipment('RELS', 'TRD'),
  CAPI: equipment('PICK'),
  BLAP: shipment('APPR', 'TRD'),
  CGLD: equipment('LOAD'),
  CGRE: shipment('RELS', 'CUS'),
  AADP: transport('ARRI'),
  ADPL: equipment('DROP'),
  PREL: shipment('SUBM'),
  PREC: shipment('RECE'),
  PRTV: shipment('CMPL'),
  SEUN: shipment('REJE', 'BKG'),
  TRNT: transport('DEPA'),
  QREJ: shipment('REJE', 'SHI'),
  CPRD: shipment('HOLD'),
  CNCL: shipment('VOID', 'BKG'),
  CLOS: shipment('CMPL', 'TRD'),
} as const satisfies Record<JobStatusCode, DcsaEvent>;

/** The job's payment statuses (PRODUCT §2.9): they follow the money of its invoices. */
export const JOB_PAYMENT_STATUSES = ['PREL', 'PREC', 'PRTV'] as const satisfies readonly JobStatusCode[];

/** Custom operation status codes: 2–8 capitals or digits, never a SPEC §4 code. */
export const CUSTOM_STATUS_CODE_PATTERN = /^[A-Z][A-Z0-9]{1,7}$/;
