/** Job status codes of SPEC §4. Transitions live with the jobs feature. */
export const JOB_STATUS = {
  QUED: 'queued',
  QERY: 'query',
  SPBO: 'space booked',
  SPRE: 'space released',
  DORE: 'delivery order released',
  CAPI: 'cargo pickup',
  BLAP: 'bill of lading approved',
  CGLD: 'cargo loaded',
  CGRE: 'cargo released',
  AADP: 'arrived at delivery point',
  ADPL: 'arrived at delivery place',
  PREL: 'payment released',
  PREC: 'payment received',
  PRTV: 'payment released to vendor',
  SEUN: 'service unavailable',
  TRNT: 'in transit',
  QREJ: 'rejected',
  CPRD: 'cannot proceed',
  CNCL: 'cancelled',
  CLOS: 'closed',
} as const;

export type JobStatusCode = keyof typeof JOB_STATUS;

/** Commodity types of SPEC §3 with their display names. */
export const COMMODITY_TYPE = {
  GNRL: 'General',
  HZMT: 'Hazardous',
  TEMP: 'Temperature Controlled',
} as const;

/** Additional file types of SPEC §3: code → label and the permission needed to upload it. */
export const ADDITIONAL_FILE_TYPES = [
  { code: 'CSHT', label: 'COST SHEET', permission: 'upload-cost-sheet' },
  { code: 'SBIL', label: 'SHIPPING BILL', permission: 'upload-shipping-bill' },
  { code: 'FC', label: 'FREIGHT CERTIFICATE', permission: 'upload-freight-certificate' },
  { code: 'DN', label: 'DEBIT NOTE', permission: 'upload-debit-note' },
  { code: 'CN', label: 'CREDIT NOTE', permission: 'upload-credit-note' },
  { code: 'PI', label: 'PROFORMA INVOICE', permission: 'upload-proforma-invoice' },
  { code: 'CI', label: 'COMMERCIAL INVOICE', permission: 'upload-commercial-invoice' },
  { code: 'PL', label: 'PACKAGING LIST', permission: 'upload-packaging-list' },
  { code: 'PO', label: 'PURCHASE ORDER', permission: 'upload-purchase-order' },
  { code: 'LC/TT', label: 'LC/TT', permission: 'upload-lc-tt' },
  { code: 'OTHER', label: 'OTHER', permission: null },
] as const;
