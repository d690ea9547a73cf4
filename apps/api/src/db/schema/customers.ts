import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { termsAndConditions } from './terms';
import { users } from './users';

/**
 * A forwarder's customer tiers: the margin its rates add per mode (sea per container, air per kg),
 * as a percentage of the buy rate or a fixed amount in the tier's currency, with a floor.
 */
export const tiers = pgTable(
  'tiers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The currency of the fixed margins and of the minimum margins. */
    currency: text('currency').notNull(),
    /** 'percent' or 'fixed' (domain TIER_MARGIN_TYPE). */
    seaMarginType: text('sea_margin_type').notNull(),
    seaMargin: numeric('sea_margin', { precision: 14, scale: 4 }).notNull(),
    seaMinMargin: numeric('sea_min_margin', { precision: 14, scale: 4 }),
    airMarginType: text('air_margin_type').notNull(),
    airMargin: numeric('air_margin', { precision: 14, scale: 4 }).notNull(),
    airMinMargin: numeric('air_min_margin', { precision: 14, scale: 4 }),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tiers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('tiers_margins_check', sql`${t.seaMargin} >= 0 and ${t.airMargin} >= 0`),
    check(
      'tiers_min_margins_check',
      sql`(${t.seaMinMargin} is null or ${t.seaMinMargin} >= 0) and (${t.airMinMargin} is null or ${t.airMinMargin} >= 0)`,
    ),
  ],
);

/**
 * One customer's know-your-customer record at one forwarder (`company_id`, the tenant that reviews
 * it). Created by an invitation (status 'invited') or by a self-service start ('draft'); submitting
 * creates the customer company and its first user; the forwarder approves or rejects it.
 */
export const customerKycs = pgTable(
  'customer_kycs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The customer company (CAT_CUS) the submission created; null until then. */
    customerCompanyId: integer('customer_company_id').references(() => companies.id),
    /** The customer's first user, created with the company. */
    customerUserId: integer('customer_user_id').references(() => users.id),
    /** domain KYC_STATUS: draft, invited, submitted, approved, rejected. */
    status: text('status').notNull(),
    version: integer('version').notNull().default(0),
    /** The forwarder's sales person who looks after the customer (transfer changes it, logged). */
    salesPersonId: integer('sales_person_id').references(() => users.id),
    tierId: integer('tier_id').references(() => tiers.id, { onDelete: 'restrict' }),
    /** Credit in the forwarder's base currency; null: none, the DO is released against payment. */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    /** Days an issued invoice may stay unpaid under the credit; set with the limit. */
    creditTermsDays: integer('credit_terms_days'),
    /** What the inviter typed; the submission's own company name is in `details`. */
    invitedCompanyName: text('invited_company_name'),
    /** The contact e-mail: the invitation's address, later the first user's. */
    email: text('email').notNull(),
    /** Chosen on the form; they become the company's short name and the user's username. */
    shortName: text('short_name'),
    username: text('username'),
    /** The form's company details (domain kycDetailsSchema): what update requests change. */
    details: jsonb('details'),
    /** The forwarder's terms version the customer accepted on submitting. */
    termsId: integer('terms_id').references(() => termsAndConditions.id),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_kycs_company_status_idx').on(t.companyId, t.status, t.id),
    uniqueIndex('customer_kycs_customer_company_key').on(t.customerCompanyId),
  ],
);

/**
 * The links of PRODUCT §6 that open a KYC form: /customerKyc/:user_id/:email/:invitation_id with a
 * random token stored hashed. `id` is the path's invitation id; the path's user id and e-mail must
 * match the row. A newer link revokes the older ones; submitting uses the link.
 */
export const kycInvitations = pgTable(
  'kyc_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kycId: integer('kyc_id')
      .notNull()
      .references(() => customerKycs.id),
    tokenHash: text('token_hash').notNull(),
    /** The user id of the path: the inviting sales person (null for a self-service start). */
    userId: integer('user_id').references(() => users.id),
    email: text('email').notNull(),
    /** True when the link was e-mailed: opening it proves the address. */
    isMailed: boolean('is_mailed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kyc_invitations_token_hash_key').on(t.tokenHash),
    index('kyc_invitations_kyc_idx').on(t.kycId),
  ],
);

/** A customer's request to change its KYC details: nothing changes until the forwarder approves. */
export const kycUpdateRequests = pgTable(
  'kyc_update_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kycId: integer('kyc_id')
      .notNull()
      .references(() => customerKycs.id),
    /** domain KYC_UPDATE_REQUEST_STATUS: pending, approved, rejected. */
    status: text('status').notNull(),
    /** [{ field, from, to }]: the differences field by field, as they were when asked. */
    changes: jsonb('changes').notNull(),
    remarks: text('remarks'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('kyc_update_requests_company_idx').on(t.companyId, t.status, t.id),
    // One open request per KYC: a second waits until the first is decided.
    uniqueIndex('kyc_update_requests_pending_key').on(t.kycId).where(sql`${t.status} = 'pending'`),
  ],
);

/** SPEC §7's approve log: every decision and hand-over on a KYC — who, when, what. Only added to. */
export const kycApproveLogs = pgTable(
  'kyc_approve_logs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kycId: integer('kyc_id')
      .notNull()
      .references(() => customerKycs.id),
    /** domain KYC_LOG_ACTION (invited, link_regenerated, submitted, approved, rejected, …). */
    action: text('action').notNull(),
    /** Null when the customer acted through a link without signing in. */
    actorId: integer('actor_id').references(() => users.id),
    remarks: text('remarks'),
    /** What changed: the tier, the sales persons of a transfer, the update request … */
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_approve_logs_kyc_idx').on(t.kycId, t.id)],
);

/** How far below the quoted sell price sales may go without approval (one row per forwarder). */
export const negotiationSettings = pgTable(
  'negotiation_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('negotiation_settings_percent_check', sql`${t.maxDiscountPercent} between 0 and 100`)],
);

/** The document collections a forwarder requires from its customers before a booking. */
export const operationFileSettings = pgTable('operation_file_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Collection and additional file type codes (domain OPERATION_FILE_CODES). */
  requiredCodes: jsonb('required_codes').notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
