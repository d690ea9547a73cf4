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
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customerKycs } from './customers';
import { files } from './files';
import {
  cities,
  commodityTypes,
  currencies,
  dgClasses,
  incoterms,
  ports,
  shippingCompanies,
} from './reference';
import { users } from './users';
import { vendors } from './vendors';

/** Money: two decimals, as rates and charges. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A customer's rate enquiry (RFQ) at its forwarder (`company_id`, the tenant). Reference
 * RE-YYYY-NNNNNN from the numbering allocator, unique per forwarder. Status: domain ENQUIRY_STATUS,
 * moved only through the enquiry workflow (status_history, record type 'enquiry'); `version` rises
 * on every move and edit, so a stale copy changes nothing (409).
 */
export const rateEnquiries = pgTable(
  'rate_enquiries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    /** The customer company (CAT_CUS) asking, and its KYC at this forwarder (tier, sales person). */
    customerCompanyId: integer('customer_company_id')
      .notNull()
      .references(() => companies.id),
    customerKycId: integer('customer_kyc_id')
      .notNull()
      .references(() => customerKycs.id),
    /** domain ENQUIRY_ORIGIN: 'customer' (My Queries) or 'sales' (Rate Wizard, on the customer's behalf). */
    createdVia: text('created_via').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The customer's sales person when the enquiry was made (the KYC's; transfers do not rewrite it). */
    salesPersonId: integer('sales_person_id').references(() => users.id),
    /** Who at the forwarder handles it ("attend"), and since when. */
    attendedBy: integer('attended_by').references(() => users.id),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /** 'sea' or 'air'; sea 'FCL' (containers) or 'LCL' (packages); air has no load type. */
    mode: text('mode').notNull(),
    loadType: text('load_type'),
    /** Sea FCL: [{ containerSizeId, count }]. */
    containers: jsonb('containers').notNull().default([]),
    /** Air and sea LCL: [{ packageTypeCode, count, length, width, height, dimensionUnit, grossWeight, weightUnit }]. */
    packages: jsonb('packages').notNull().default([]),
    /** The SPEC §3 route-leg checkboxes, every leg named. */
    legs: jsonb('legs').notNull(),
    originPortId: integer('origin_port_id')
      .notNull()
      .references(() => ports.id),
    destinationPortId: integer('destination_port_id')
      .notNull()
      .references(() => ports.id),
    /** originPickupPoint: the city and the street address the cargo is collected from. */
    originPlaceId: integer('origin_place_id').references(() => cities.id),
    originPickupAddress: text('origin_pickup_address'),
    /** Dry ports (custom points) at origin and destination. */
    originCustomPointId: integer('origin_custom_point_id').references(() => ports.id),
    destinationCustomPointId: integer('destination_custom_point_id').references(() => ports.id),
    /** destinationFinalPoint: the city and address of final delivery. */
    finalPlaceId: integer('final_place_id').references(() => cities.id),
    finalDeliveryAddress: text('final_delivery_address'),
    incotermCode: text('incoterm_code').references(() => incoterms.code),
    commodityType: text('commodity_type')
      .notNull()
      .references(() => commodityTypes.code),
    /** HZMT: the UN class and number. */
    dgClassCode: text('dg_class_code').references(() => dgClasses.code),
    unNumber: text('un_number'),
    /** TEMP: the set temperature in °C. */
    setTemperatureC: numeric('set_temperature_c', { precision: 5, scale: 1 }),
    cargoReadyDate: date('cargo_ready_date', { mode: 'string' }).notNull(),
    preferredLineId: integer('preferred_line_id').references(() => shippingCompanies.id),
    remarks: text('remarks'),
    /** Derived when saved, for lists and pricing: air chargeable kg, sea LCL revenue tons, total gross kg. */
    chargeableWeightKg: numeric('chargeable_weight_kg', { precision: 14, scale: 1 }),
    revenueTons: numeric('revenue_tons', { precision: 14, scale: 3 }),
    grossWeightKg: numeric('gross_weight_kg', { precision: 14, scale: 3 }),
    /** The Rate Wizard option sales started from (its key and priced snapshot), when created there. */
    wizardOption: jsonb('wizard_option'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rate_enquiries_company_reference_key').on(t.companyId, t.reference),
    index('rate_enquiries_company_status_idx').on(t.companyId, t.status, t.id),
    index('rate_enquiries_company_lane_idx').on(t.companyId, t.originPortId, t.destinationPortId, t.id),
    // A lane filtered by status is counted from this index alone, without reading the rows.
    index('rate_enquiries_company_lane_status_idx').on(
      t.companyId,
      t.originPortId,
      t.destinationPortId,
      t.status,
      t.id,
    ),
    index('rate_enquiries_company_created_idx').on(t.companyId, t.createdAt),
    index('rate_enquiries_customer_idx').on(t.customerCompanyId, t.id),
    index('rate_enquiries_kyc_idx').on(t.customerKycId),
    index('rate_enquiries_sales_person_idx').on(t.companyId, t.salesPersonId, t.id),
    index('rate_enquiries_destination_port_idx').on(t.destinationPortId),
    index('rate_enquiries_origin_custom_point_idx').on(t.originCustomPointId),
    index('rate_enquiries_destination_custom_point_idx').on(t.destinationCustomPointId),
    index('rate_enquiries_origin_place_idx').on(t.originPlaceId),
    index('rate_enquiries_final_place_idx').on(t.finalPlaceId),
    index('rate_enquiries_preferred_line_idx').on(t.preferredLineId),
    check('rate_enquiries_ports_check', sql`${t.originPortId} <> ${t.destinationPortId}`),
  ],
);

/**
 * An enquiry forwarded to one of the forwarder's vendors: one per (enquiry, vendor), so a second
 * forward is 'Already Forwarded'. Status domain FORWARD_STATUS (Received → Accepted | Rejected),
 * through the forward workflow (record type 'forward'). A registered vendor answers in the app
 * (`vendor_company_id`); an e-mail-only vendor through the link, whose random token is stored
 * hashed here, scoped to this forward, expiring, and read-only once answered.
 */
export const enquiryForwards = pgTable(
  'enquiry_forwards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The vendor's company when registered (it sees the forward in the app); null for e-mail-only. */
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    /** The charges the answer must price (domain charge keys), so answers come back all-in. */
    requiredCharges: jsonb('required_charges').notNull().default([]),
    /** When pricing wants the answer by; reminders go to vendors that have not answered before it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The link's token (hashed) and its expiry; null for a registered vendor answering in the app. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    message: text('message'),
    forwardedBy: integer('forwarded_by')
      .notNull()
      .references(() => users.id),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the vendor declined (Rejected). */
    declineReason: text('decline_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enquiry_forwards_enquiry_vendor_key').on(t.enquiryId, t.vendorId),
    uniqueIndex('enquiry_forwards_token_hash_key').on(t.tokenHash),
    index('enquiry_forwards_company_status_idx').on(t.companyId, t.status, t.deadlineAt),
    index('enquiry_forwards_vendor_company_idx').on(t.vendorCompanyId, t.id),
    index('enquiry_forwards_vendor_idx').on(t.vendorId),
  ],
);

/**
 * A vendor's answer to a forward: at most one per forward (the unique key makes 50 concurrent
 * answers store one). Charge lines as domain forwardAnswerLineSchema, each with its basis and
 * currency; `source` says how it came in (domain ANSWER_SOURCE: the vendor in the app, by link, or
 * entered by pricing for a vendor who answered by phone or e-mail).
 */
export const forwardAnswers = pgTable(
  'forward_answers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    forwardId: integer('forward_id')
      .notNull()
      .references(() => enquiryForwards.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    source: text('source').notNull(),
    lines: jsonb('lines').notNull(),
    shippingCompanyId: integer('shipping_company_id').references(() => shippingCompanies.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTill: date('valid_till', { mode: 'string' }).notNull(),
    transitDays: integer('transit_days'),
    freeDays: integer('free_days'),
    remarks: text('remarks'),
    /** The signed-in user who gave it (vendor staff or pricing); null for the link. */
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forward_answers_forward_key').on(t.forwardId),
    index('forward_answers_enquiry_idx').on(t.enquiryId),
    index('forward_answers_shipping_company_idx').on(t.shippingCompanyId),
  ],
);

/**
 * A quote sent (or being drafted) for an enquiry: a validity, terms, and its options. Status
 * domain QUOTE_STATUS (draft → sent → superseded when a newer quote is sent). The PDF is generated
 * when it is sent and kept in the file store (owner 'quote').
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    /** 1, 2 …: the enquiry's quotes in order ('RE-2026-000042 / Q2'). */
    number: integer('number').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    validTill: date('valid_till', { mode: 'string' }).notNull(),
    /** The company's base currency, which the totals are in. */
    baseCurrency: text('base_currency')
      .notNull()
      .references(() => currencies.code),
    terms: text('terms'),
    remarks: text('remarks'),
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_enquiry_number_key').on(t.enquiryId, t.number),
    index('quotes_company_idx').on(t.companyId, t.id),
    index('quotes_pdf_file_idx').on(t.pdfFileId),
  ],
);

/**
 * One option of a quote: a line/vendor/routing with priced lines (domain quoteLineSchema, each
 * with its provenance: valid rate, vendor answer, local or transport charge, or by hand, and the
 * margin rule that sold it). Totals in the base currency. `floor_sell` is the lowest sell the
 * negotiation settings allow without approval; `offered_sell` is the price now on the table
 * (moved by negotiation).
 */
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    shippingCompanyId: integer('shipping_company_id').references(() => shippingCompanies.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    transitDays: integer('transit_days'),
    freeDays: integer('free_days'),
    lines: jsonb('lines').notNull(),
    buyTotal: money('buy_total').notNull(),
    sellTotal: money('sell_total').notNull(),
    floorSell: money('floor_sell').notNull(),
    offeredSell: money('offered_sell').notNull(),
    /** A sell below the floor set by hand: who approved it (holder of approve-negotiation) and when. */
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Set when the customer selects this option. */
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    selectedBy: integer('selected_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('quote_options_quote_position_key').on(t.quoteId, t.position),
    index('quote_options_enquiry_idx').on(t.enquiryId),
    index('quote_options_vendor_idx').on(t.vendorId),
    index('quote_options_shipping_company_idx').on(t.shippingCompanyId),
    // One selected option per enquiry, whatever the concurrency.
    uniqueIndex('quote_options_selected_key').on(t.enquiryId).where(sql`${t.selectedAt} is not null`),
    check('quote_options_amounts_check', sql`${t.sellTotal} >= 0 and ${t.offeredSell} >= 0`),
  ],
);

/**
 * One negotiation round on a quote option: the customer's counter-offer (target + message) and
 * pricing's answer (domain NEGOTIATION_DECISION: accepted, countered, rejected), each with who and
 * when. One open round per enquiry at a time. A decision below the option's floor records who approved it.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    quoteOptionId: integer('quote_option_id')
      .notNull()
      .references(() => quoteOptions.id),
    round: smallint('round').notNull(),
    /** What was on the table when the customer countered. */
    offeredSell: money('offered_sell').notNull(),
    targetAmount: money('target_amount').notNull(),
    message: text('message'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decision: text('decision'),
    /** Pricing's counter amount (countered), or the target (accepted). */
    decidedAmount: money('decided_amount'),
    decisionMessage: text('decision_message'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    isBelowFloor: boolean('is_below_floor').notNull().default(false),
    approvedBy: integer('approved_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('negotiations_enquiry_round_key').on(t.enquiryId, t.round),
    uniqueIndex('negotiations_open_key').on(t.enquiryId).where(sql`${t.decision} is null`),
    index('negotiations_option_idx').on(t.quoteOptionId),
    index('negotiations_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * The booking of an enquiry's selected option: exactly one per enquiry (the unique key), whatever
 * the concurrency. Parties and cargo confirmation as domain bookingFormSchema; the documents the
 * operation file settings require are files owned by the booking. Status: DCSA Booking 2.0
 * (domain BOOKING_STATUS).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    quoteOptionId: integer('quote_option_id')
      .notNull()
      .references(() => quoteOptions.id),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    shipper: jsonb('shipper').notNull(),
    consignee: jsonb('consignee').notNull(),
    notifyParty: jsonb('notify_party'),
    cargo: jsonb('cargo').notNull(),
    remarks: text('remarks'),
    /** The signed-in customer user, or null through the booking link. */
    submittedBy: integer('submitted_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bookings_enquiry_key').on(t.enquiryId),
    index('bookings_company_idx').on(t.companyId, t.id),
    index('bookings_quote_option_idx').on(t.quoteOptionId),
  ],
);

/**
 * The booking links /booking-response/:refNo (PRODUCT §6): a random token stored hashed, for one
 * enquiry, expiring; renewing revokes the older links; booking uses it.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_links_token_hash_key').on(t.tokenHash),
    index('booking_links_enquiry_idx').on(t.enquiryId),
  ],
);

/**
 * A shipment job (JOB-YYYY-NNNNNN), opened by a booking at QUED. Status: domain JOB_STATUS through
 * the job workflow (record type 'job'). The jobs module (board, moves, documents) builds on it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    customerCompanyId: integer('customer_company_id')
      .notNull()
      .references(() => companies.id),
    assignedTo: integer('assigned_to').references(() => users.id),
    /** Estimated departure and arrival, set by operations as the carrier confirms them. */
    etd: date('etd', { mode: 'string' }),
    eta: date('eta', { mode: 'string' }),
    /** The delivery order's number (the DO settings' prefix and next number), given when it is released. */
    doNumber: text('do_number'),
    /** DCSA carrierBookingReference: the carrier's number for the booking (space booked). */
    carrierBookingReference: text('carrier_booking_reference'),
    /** DCSA transportDocumentReference: the carrier's (master) bill of lading or air waybill number. */
    transportDocumentReference: text('transport_document_reference'),
    /** The forwarder's house bill of lading number: typed, or taken from the company's HBL sequence. */
    houseBillNumber: text('house_bill_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_company_reference_key').on(t.companyId, t.reference),
    uniqueIndex('jobs_booking_key').on(t.bookingId),
    uniqueIndex('jobs_enquiry_key').on(t.enquiryId),
    index('jobs_company_status_idx').on(t.companyId, t.status, t.id),
    index('jobs_company_assigned_idx').on(t.companyId, t.assignedTo, t.id),
    index('jobs_company_etd_idx').on(t.companyId, t.etd, t.id),
    index('jobs_customer_idx').on(t.customerCompanyId, t.id),
    uniqueIndex('jobs_company_do_number_key').on(t.companyId, t.doNumber),
    uniqueIndex('jobs_company_house_bill_key').on(t.companyId, t.houseBillNumber),
  ],
);

/** The customer's rating of the service after a booking (/feedback-form): stars 1–5 and a comment, one per enquiry. */
export const enquiryFeedback = pgTable(
  'enquiry_feedback',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => rateEnquiries.id),
    customerCompanyId: integer('customer_company_id')
      .notNull()
      .references(() => companies.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiry_feedback_enquiry_key').on(t.enquiryId),
    index('enquiry_feedback_company_idx').on(t.companyId, t.id),
    check('enquiry_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
