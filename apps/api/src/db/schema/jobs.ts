import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { bookings, jobs } from './enquiries';
import { files } from './files';
import { containerSizes, currencies } from './reference';
import { users } from './users';
import { vendors } from './vendors';

/** Money: two decimals, as rates, charges and quotes. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A company's own operation statuses (permission create-custom-status-operation): recorded in a
 * job's timeline without moving it on the SPEC §4 line. The code never equals a SPEC code
 * (domain rule), so the timeline tells the two apart.
 */
export const jobCustomStatuses = pgTable(
  'job_custom_statuses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** An internal status is the forwarder's own: the customer's timeline and tracker leave it out. */
    internal: boolean('internal').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_custom_statuses_company_code_key').on(t.companyId, t.code)],
);

/** A custom status recorded on a job: who, when, remarks. Rows are only ever added. */
export const jobCustomStatusEntries = pgTable(
  'job_custom_status_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    customStatusId: integer('custom_status_id')
      .notNull()
      .references(() => jobCustomStatuses.id),
    remarks: text('remarks'),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_custom_status_entries_job_idx').on(t.jobId, t.id),
    index('job_custom_status_entries_status_idx').on(t.customStatusId),
  ],
);

/**
 * The customer's request to change its booking (shipper, consignee, notify party, cargo, remarks):
 * `changes` holds only the fields it asks to change; operations approves (the booking takes them,
 * and `previous` keeps what they replaced) or rejects. One open request per job.
 */
export const jobAmendments = pgTable(
  'job_amendments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** Domain AMENDMENT_STATUS. */
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    changes: jsonb('changes').notNull(),
    previous: jsonb('previous'),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    responseRemarks: text('response_remarks'),
  },
  (t) => [
    index('job_amendments_job_idx').on(t.jobId, t.id),
    index('job_amendments_booking_idx').on(t.bookingId),
    uniqueIndex('job_amendments_open_key').on(t.jobId).where(sql`${t.status} = 'requested'`),
  ],
);

/** A container of a job (SPEC §3 container tracking entry): its ISO 6346 number (normalised), seal and details. */
export const jobContainers = pgTable(
  'job_containers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    containerNumber: text('container_number').notNull(),
    containerSizeId: integer('container_size_id').references(() => containerSizes.id),
    sealNumber: text('seal_number'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    packageCount: integer('package_count'),
    /** The verified gross mass (SOLAS VGM) in kg, three decimals. */
    vgmKg: numeric('vgm_kg', { precision: 14, scale: 3 }),
    /** SPEC §3 containerDetails: free text (stuffing, temperature log, remarks). */
    details: text('details'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_containers_job_number_key').on(t.jobId, t.containerNumber),
    index('job_containers_company_idx').on(t.companyId, t.id),
    index('job_containers_size_idx').on(t.containerSizeId),
  ],
);

/**
 * A job's transport legs (DCSA transport plan): one per stage (PRC pre-carriage, MNC main carriage,
 * ONC on-carriage), each with its mode, vessel (name, IMO number) or flight, voyage, load and
 * discharge places (UN/LOCODE) and planned, estimated and actual departure and arrival.
 */
export const jobTransportLegs = pgTable(
  'job_transport_legs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    stage: text('stage').notNull(),
    mode: text('mode').notNull(),
    vesselName: text('vessel_name'),
    vesselImoNumber: text('vessel_imo_number'),
    flightNumber: text('flight_number'),
    voyageNumber: text('voyage_number'),
    loadLocation: text('load_location'),
    dischargeLocation: text('discharge_location'),
    plannedDeparture: timestamp('planned_departure', { withTimezone: true }),
    estimatedDeparture: timestamp('estimated_departure', { withTimezone: true }),
    actualDeparture: timestamp('actual_departure', { withTimezone: true }),
    plannedArrival: timestamp('planned_arrival', { withTimezone: true }),
    estimatedArrival: timestamp('estimated_arrival', { withTimezone: true }),
    actualArrival: timestamp('actual_arrival', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_transport_legs_job_stage_key').on(t.jobId, t.stage),
    index('job_transport_legs_company_idx').on(t.companyId, t.jobId),
    check('job_transport_legs_stage_check', sql`${t.stage} in ('PRC', 'MNC', 'ONC')`),
    check('job_transport_legs_mode_check', sql`${t.mode} in ('VESSEL', 'BARGE', 'RAIL', 'TRUCK', 'AIR')`),
  ],
);

/**
 * Invoices, credit notes and debit notes of a job (domain INVOICE_KIND), from its sell lines.
 * A draft has no number; issuing takes one (invoice: the invoice settings' prefix and next number;
 * notes: their own document sequence) and freezes lines and totals. An issued invoice is never
 * edited or deleted: a credit note (`related_invoice_id`) cancels it. Status: domain
 * INVOICE_STATUS through its workflow (record type 'invoice').
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    customerCompanyId: integer('customer_company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    /** A credit or debit note: the invoice it corrects. */
    relatedInvoiceId: integer('related_invoice_id'),
    number: text('number'),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    /** Domain invoiceLineSchema[]: label, quantity, unit price, amount, and the quote line it came from. */
    lines: jsonb('lines').notNull(),
    subtotal: money('subtotal').notNull(),
    /** The standard rate when drafted; each line carries its own tax code and rate. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    paidTotal: money('paid_total').notNull().default('0'),
    /**
     * Lines converted from the quote's base currency into the invoice's: base units per one unit of
     * the invoice currency, and the day of that rate. Null when the invoice is in the base currency.
     */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }),
    exchangeRateOn: date('exchange_rate_on', { mode: 'string' }),
    notes: text('notes'),
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_company_number_key').on(t.companyId, t.kind, t.number),
    index('invoices_company_status_due_idx').on(t.companyId, t.status, t.dueDate, t.id),
    index('invoices_company_customer_idx').on(t.companyId, t.customerCompanyId, t.id),
    index('invoices_customer_idx').on(t.customerCompanyId, t.id),
    index('invoices_job_idx').on(t.jobId, t.id),
    index('invoices_related_idx').on(t.relatedInvoiceId),
    index('invoices_pdf_file_idx').on(t.pdfFileId),
    check(
      'invoices_amounts_check',
      sql`${t.total} >= 0 and ${t.paidTotal} >= 0 and ${t.paidTotal} <= ${t.total}`,
    ),
  ],
);

/** A payment received against an issued invoice: date, amount, reference. Partial payments add up. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    remarks: text('remarks'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.id),
    check('invoice_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The job documents the forwarder shares with its customer: a row per shared file. The customer
 * reads (lists, downloads, zips) only these; unsharing deletes the row.
 */
export const jobDocumentShares = pgTable(
  'job_document_shares',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    sharedBy: integer('shared_by').references(() => users.id),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_document_shares_job_idx').on(t.jobId)],
);

/**
 * What a vendor bills the forwarder for a job (payables): the vendor of its list, the vendor's own
 * bill number and date, lines (domain vendorBillLineSchema: label, amount, tax, the quote buy line
 * it settles) in the bill's currency with their base-currency amounts at the stored rate. Status:
 * domain VENDOR_BILL_STATUS (draft → approved → paid) through its workflow (record type
 * 'vendor_bill'). Approved bills are the job's actual cost.
 */
export const vendorBills = pgTable(
  'vendor_bills',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    billNumber: text('bill_number').notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Base-currency units per one unit of the bill's currency (1 when it is the base). */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    lines: jsonb('lines').notNull(),
    subtotal: money('subtotal').notNull(),
    taxTotal: money('tax_total').notNull(),
    total: money('total').notNull(),
    /** The subtotal (cost, tax aside) in the base currency: what job costing compares. */
    baseSubtotal: money('base_subtotal').notNull(),
    paidTotal: money('paid_total').notNull().default('0'),
    documentFileId: integer('document_file_id').references(() => files.id, { onDelete: 'restrict' }),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_bills_company_vendor_number_key').on(t.companyId, t.vendorId, t.billNumber),
    index('vendor_bills_company_status_due_idx').on(t.companyId, t.status, t.dueDate, t.id),
    index('vendor_bills_job_idx').on(t.jobId, t.id),
    index('vendor_bills_vendor_idx').on(t.vendorId),
    index('vendor_bills_document_file_idx').on(t.documentFileId),
    check(
      'vendor_bills_amounts_check',
      sql`${t.total} >= 0 and ${t.paidTotal} >= 0 and ${t.paidTotal} <= ${t.total}`,
    ),
  ],
);

/** A payment made to a vendor against an approved bill: date, amount, reference. Parts add up. */
export const vendorBillPayments = pgTable(
  'vendor_bill_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    vendorBillId: integer('vendor_bill_id')
      .notNull()
      .references(() => vendorBills.id),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    remarks: text('remarks'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_bill_payments_bill_idx').on(t.vendorBillId, t.id),
    check('vendor_bill_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The shipment guards a company relaxed in its operation settings (domain SHIPMENT_GUARDS): one
 * row per relaxed guard, with who relaxed it and when; a guard not here is enforced.
 */
export const jobShipmentGuardRelaxations = pgTable(
  'job_shipment_guard_relaxations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    relaxedBy: integer('relaxed_by').references(() => users.id),
    relaxedAt: timestamp('relaxed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);
