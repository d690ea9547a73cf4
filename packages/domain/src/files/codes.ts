import { uploadPermission } from '../permissions/catalogue';

/**
 * The kinds of file the store accepts, decided from the file's bytes (never its name or the
 * request's Content-Type). `inline`: shown in the page (PDF, images); the rest download as
 * attachments. The first extension is the one a stored name is given when its own does not fit.
 */
export const FILE_KINDS = {
  pdf: { label: 'PDF', contentType: 'application/pdf', extensions: ['pdf'], inline: true },
  png: { label: 'PNG image', contentType: 'image/png', extensions: ['png'], inline: true },
  jpeg: { label: 'JPEG image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], inline: true },
  webp: { label: 'WebP image', contentType: 'image/webp', extensions: ['webp'], inline: true },
  docx: {
    label: 'Word document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    inline: false,
  },
  doc: {
    label: 'Word 97–2003 document',
    contentType: 'application/msword',
    extensions: ['doc'],
    inline: false,
  },
  xlsx: {
    label: 'Excel workbook',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    inline: false,
  },
  xls: {
    label: 'Excel 97–2003 workbook',
    contentType: 'application/vnd.ms-excel',
    extensions: ['xls'],
    inline: false,
  },
  csv: { label: 'CSV sheet', contentType: 'text/csv', extensions: ['csv'], inline: false },
} as const satisfies Record<
  string,
  { label: string; contentType: string; extensions: readonly [string, ...string[]]; inline: boolean }
>;
export type FileKind = keyof typeof FILE_KINDS;
export type FileContentType = (typeof FILE_KINDS)[FileKind]['contentType'];
export const FILE_KIND_CODES = Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]];
export const FILE_CONTENT_TYPES = FILE_KIND_CODES.map((k) => FILE_KINDS[k].contentType) as [
  FileContentType,
  ...FileContentType[],
];

/** The kind a stored content type stands for. */
export const fileKindOf = (contentType: string): FileKind | undefined =>
  FILE_KIND_CODES.find((kind) => FILE_KINDS[kind].contentType === contentType);

/** SPEC §3 file collections. */
export const FILE_COLLECTION = {
  companyLogo: 'CL',
  companyRegistrationDocument: 'CRD',
  bankDetailDocument: 'BDD',
  taxDocument: 'TD',
  additionalDocuments: 'additional_documents',
  deliveryOrder: 'DO',
  houseBillOfLading: 'HBL',
  masterBillOfLading: 'MBL',
  /** A carrier's rate sheet uploaded for import into the valid rates. */
  rateSheet: 'rate_sheet',
  /** A quote as the PDF the customer downloads, generated when it is sent. */
  quotePdf: 'quote_pdf',
  /** An issued invoice, credit or debit note as the PDF the customer downloads, generated when it is issued. */
  invoicePdf: 'invoice_pdf',
} as const;
export type FileCollection = (typeof FILE_COLLECTION)[keyof typeof FILE_COLLECTION];

const MiB = 1024 * 1024;
const IMAGES = ['png', 'jpeg', 'webp'] as const satisfies readonly FileKind[];
/** What a scanned or written document may arrive as. */
const DOCUMENTS = ['pdf', ...IMAGES, 'docx', 'doc'] as const satisfies readonly FileKind[];

/**
 * Per collection: its label, the largest file it takes (one byte more is refused with 413) and the
 * kinds it accepts (anything else is 415). Only the additional documents take sheets (cost sheets,
 * packing lists), CSV included; a logo is an image. SVG is never accepted: it can carry script.
 */
export const FILE_COLLECTIONS = {
  CL: { label: 'Company logo', maxBytes: 2 * MiB, kinds: IMAGES },
  CRD: { label: 'Company registration document', maxBytes: 10 * MiB, kinds: DOCUMENTS },
  BDD: { label: 'Bank detail document', maxBytes: 10 * MiB, kinds: DOCUMENTS },
  TD: { label: 'Tax document', maxBytes: 10 * MiB, kinds: DOCUMENTS },
  additional_documents: {
    label: 'Additional document',
    maxBytes: 100 * MiB,
    kinds: [...DOCUMENTS, 'xlsx', 'xls', 'csv'],
  },
  DO: { label: 'Delivery order', maxBytes: 25 * MiB, kinds: DOCUMENTS },
  HBL: { label: 'House bill of lading', maxBytes: 25 * MiB, kinds: DOCUMENTS },
  MBL: { label: 'Master bill of lading', maxBytes: 25 * MiB, kinds: DOCUMENTS },
  // A 50,000-row sheet is a few MB; the importer checks the expanded size again before reading it.
  rate_sheet: { label: 'Rate sheet', maxBytes: 20 * MiB, kinds: ['xlsx', 'csv'] },
  quote_pdf: { label: 'Quote', maxBytes: 10 * MiB, kinds: ['pdf'] },
  invoice_pdf: { label: 'Invoice', maxBytes: 10 * MiB, kinds: ['pdf'] },
} as const satisfies Record<FileCollection, { label: string; maxBytes: number; kinds: readonly FileKind[] }>;
export const FILE_COLLECTION_CODES = Object.keys(FILE_COLLECTIONS) as [FileCollection, ...FileCollection[]];

/** The largest file any collection takes: the multipart parser's own ceiling. */
export const MAX_FILE_BYTES = Math.max(...FILE_COLLECTION_CODES.map((c) => FILE_COLLECTIONS[c].maxBytes));

export const acceptsKind = (collection: FileCollection, kind: FileKind): boolean =>
  (FILE_COLLECTIONS[collection].kinds as readonly FileKind[]).includes(kind);

/**
 * For a file input's `accept` attribute (a hint to the picker only: the server decides by the
 * bytes): the content types and extensions of the collection's kinds.
 */
export const acceptOf = (collection: FileCollection): string =>
  FILE_COLLECTIONS[collection].kinds
    .flatMap((kind) => [FILE_KINDS[kind].contentType, ...FILE_KINDS[kind].extensions.map((e) => `.${e}`)])
    .join(',');

/**
 * SPEC §3 additional file types (code → label and the permission needed to upload one). Every
 * type but OTHER needs its upload permission; OTHER needs only the right to add documents to the
 * record it is attached to.
 */
export const ADDITIONAL_FILE_TYPES = {
  CSHT: { label: 'COST SHEET', uploadPermission: uploadPermission('upload-cost-sheet') },
  SBIL: { label: 'SHIPPING BILL', uploadPermission: uploadPermission('upload-shipping-bill') },
  FC: { label: 'FREIGHT CERTIFICATE', uploadPermission: uploadPermission('upload-freight-certificate') },
  DN: { label: 'DEBIT NOTE', uploadPermission: uploadPermission('upload-debit-note') },
  CN: { label: 'CREDIT NOTE', uploadPermission: uploadPermission('upload-credit-note') },
  PI: { label: 'PROFORMA INVOICE', uploadPermission: uploadPermission('upload-proforma-invoice') },
  CI: { label: 'COMMERCIAL INVOICE', uploadPermission: uploadPermission('upload-commercial-invoice') },
  PL: { label: 'PACKAGING LIST', uploadPermission: uploadPermission('upload-packaging-list') },
  PO: { label: 'PURCHASE ORDER', uploadPermission: uploadPermission('upload-purchase-order') },
  'LC/TT': { label: 'LC/TT', uploadPermission: uploadPermission('upload-lc-tt') },
  OTHER: { label: 'OTHER', uploadPermission: null },
} as const satisfies Record<string, { label: string; uploadPermission: string | null }>;
export type AdditionalFileType = keyof typeof ADDITIONAL_FILE_TYPES;
export const ADDITIONAL_FILE_TYPE_CODES = Object.keys(ADDITIONAL_FILE_TYPES) as [
  AdditionalFileType,
  ...AdditionalFileType[],
];

/** Whether someone holding `permissions` may upload an additional file of `fileType`. */
export const canUploadFileType = (permissions: readonly string[], fileType: AdditionalFileType): boolean => {
  const needed = ADDITIONAL_FILE_TYPES[fileType].uploadPermission;
  return needed === null || permissions.includes(needed);
};

/**
 * The kinds of record a file belongs to. Who may read a file is who may read this record; the
 * API keeps one read check per owner type.
 */
export const FILE_OWNER_TYPE = {
  company: 'company',
  bankAccount: 'bank_account',
  /** A KYC's documents (CL, CRD, BDD, TD), filed under the reviewing forwarder. */
  customerKyc: 'customer_kyc',
  /** A rate-sheet import's uploaded sheet, read by who may view the company's valid rates. */
  rateImport: 'rate_import',
  /** An enquiry's attachments: read by the forwarder's staff who see the enquiry and by its customer. */
  rateEnquiry: 'rate_enquiry',
  /** A quote's generated PDF: read as the enquiry it answers. */
  quote: 'quote',
  /** The documents a booking carries (the operation file settings' list): read as its enquiry. */
  booking: 'booking',
  /**
   * A job's documents (HBL, MBL, DO, additional documents): read by the forwarder's staff who see
   * jobs, and by the customer when the forwarder shares the document with it.
   */
  job: 'job',
  /** An issued invoice's or note's PDF: read by accounts and by the customer it is addressed to. */
  invoice: 'invoice',
  /** A sales visit's files (photos, minutes, cards): read by the forwarder's Sales staff. */
  salesVisit: 'sales_visit',
} as const;
export type FileOwnerType = (typeof FILE_OWNER_TYPE)[keyof typeof FILE_OWNER_TYPE];

/** The company's own documents, each in one slot of its settings (upload replaces). */
export const COMPANY_DOCUMENT_COLLECTIONS = ['CL', 'CRD', 'TD'] as const satisfies readonly FileCollection[];
export type CompanyDocumentCollection = (typeof COMPANY_DOCUMENT_COLLECTIONS)[number];
