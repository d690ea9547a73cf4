/**
 * API paths of jobs, their documents and their money (SPEC §7 "statuses (custom, history,
 * amendment request and response, release DO)", "approve BL", "invoices", "Downloads"). Two doors:
 * the forwarder's staff (/jobs, /invoices, /accounts) and the customer (/my-jobs, /my-invoices).
 * Fill parameters with `enquiryPath` (rate-enquiries/paths).
 */
export const JOB_PATHS = {
  // The forwarder's staff.
  jobs: '/api/v1/jobs',
  job: '/api/v1/jobs/:id',
  jobDashboard: '/api/v1/jobs/dashboard',
  /** POST { status, version, remarks }: a move on the SPEC §4 job workflow. */
  jobStatus: '/api/v1/jobs/:id/status',
  /** The timeline: status history and custom status entries, oldest first. */
  jobHistory: '/api/v1/jobs/:id/history',
  /** POST { version, remarks }: records BLAP (bill of lading approved) without moving the line. */
  jobApproveBl: '/api/v1/jobs/:id/approve-bl',
  /** POST { customStatusId, remarks }: records a custom status in the timeline. */
  jobCustomStatus: '/api/v1/jobs/:id/custom-statuses',
  customStatuses: '/api/v1/job-custom-statuses',
  customStatus: '/api/v1/job-custom-statuses/:id',
  amendments: '/api/v1/jobs/:id/amendments',
  /** POST { decision: approved | rejected, version, remarks }. */
  amendmentResponse: '/api/v1/jobs/:id/amendments/:amendmentId/response',
  containers: '/api/v1/jobs/:id/containers',
  container: '/api/v1/jobs/:id/containers/:containerId',
  /** GET the job's documents; POST (multipart) upload one: ?collection=HBL|MBL|DO|additional_documents&fileType=. */
  documents: '/api/v1/jobs/:id/documents',
  document: '/api/v1/jobs/:id/documents/:fileId',
  documentsZip: '/api/v1/jobs/:id/documents/zip',
  /** POST shares the document with the job's customer; DELETE stops sharing it. */
  documentShare: '/api/v1/jobs/:id/documents/:fileId/share',
  /** PUT { version, carrierBookingReference, transportDocumentReference, houseBillNumber, legs }: the shipment's facts. */
  jobShipment: '/api/v1/jobs/:id/shipment',
  /** POST { version }: numbers the house bill of lading from the company's HBL sequence. */
  jobHblNumber: '/api/v1/jobs/:id/hbl-number',
  /** GET the house bill of lading draft generated from the job's data (PDF). */
  hblDraft: '/api/v1/jobs/:id/hbl-draft',
  /** POST: numbers and generates the delivery order (DO settings), stores it in DO and sets DORE. */
  releaseDo: '/api/v1/jobs/:id/release-do',
  /** GET and PUT { relaxed }: the shipment guards the company relaxed (operation settings). */
  shipmentGuardSettings: '/api/v1/job-shipment-guards',
  /** GET the invoices, credit and debit notes of the job; POST a draft invoice from its sell lines. */
  jobInvoices: '/api/v1/jobs/:id/invoices',
  /** GET the job's sell − buy from its lines. */
  jobProfit: '/api/v1/jobs/:id/profit',

  // The customer.
  myJobs: '/api/v1/my-jobs',
  myJob: '/api/v1/my-jobs/:id',
  myJobHistory: '/api/v1/my-jobs/:id/history',
  /** POST { version, reference }: the customer says it paid; records PREL. */
  myJobPaymentReleased: '/api/v1/my-jobs/:id/payment-released',
  /** GET the customer's jobs counted by status group (open, in transit, closed). */
  myJobDashboard: '/api/v1/my-jobs/dashboard',
  myJobAmendments: '/api/v1/my-jobs/:id/amendments',
  myJobContainers: '/api/v1/my-jobs/:id/containers',
  myJobDocuments: '/api/v1/my-jobs/:id/documents',
  myJobDocumentsZip: '/api/v1/my-jobs/:id/documents/zip',
  myJobInvoices: '/api/v1/my-jobs/:id/invoices',
} as const;

export const INVOICE_PATHS = {
  invoices: '/api/v1/invoices',
  invoice: '/api/v1/invoices/:id',
  invoiceIssue: '/api/v1/invoices/:id/issue',
  invoicePayments: '/api/v1/invoices/:id/payments',
  /** POST: a credit note for the whole total cancels the issued invoice; a smaller one corrects it. */
  invoiceCreditNote: '/api/v1/invoices/:id/credit-note',
  invoiceDebitNote: '/api/v1/invoices/:id/debit-note',
  invoicePdf: '/api/v1/invoices/:id/pdf',
  ageing: '/api/v1/accounts/ageing',
  profit: '/api/v1/accounts/job-profit',
  // The customer.
  myInvoices: '/api/v1/my-invoices',
  myInvoicePdf: '/api/v1/my-invoices/:id/pdf',
} as const;

/** Web pages. */
export const JOB_ROUTES = {
  jobs: '/dashboard/operations',
  job: '/dashboard/operations/jobs/:id',
  customStatuses: '/dashboard/operations/custom-statuses',
  documents: '/dashboard/documentation',
  invoices: '/dashboard/accounts/invoices',
  invoice: '/dashboard/accounts/invoices/:id',
  ageing: '/dashboard/accounts/ageing',
  profit: '/dashboard/accounts/profit',
  myJobs: '/dashboard/my-jobs',
  myJob: '/dashboard/my-jobs/:id',
  myInvoices: '/dashboard/my-invoices',
} as const;

/** Web pages of payables (vendor bills). */
export const VENDOR_BILL_ROUTES = {
  payables: '/dashboard/accounts/payables',
} as const;
