import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A forwarder's vendor list: registered vendor companies (answer in the app) and e-mail-only
 * vendors (answer rate enquiries by link). One row per (forwarder, vendor company) and per
 * (forwarder, e-mail) for the e-mail-only ones.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The registered vendor company; null for an e-mail-only vendor. */
    vendorCompanyId: integer('vendor_company_id').references(() => companies.id),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    /** ['air', 'sea']: the modes the forwarder asks this vendor for. */
    modes: jsonb('modes').notNull(),
    remarks: text('remarks'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_company_idx').on(t.companyId, t.id),
    uniqueIndex('vendors_company_vendor_key')
      .on(t.companyId, t.vendorCompanyId)
      .where(sql`${t.vendorCompanyId} is not null`),
    uniqueIndex('vendors_company_email_key')
      .on(t.companyId, sql`lower(${t.contactEmail})`)
      .where(sql`${t.vendorCompanyId} is null`),
  ],
);

/** What a company offers as a vendor, which forwarders search: modes and lanes served. */
export const vendorProfiles = pgTable('vendor_profiles', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** ['air', 'sea']. */
  modes: jsonb('modes').notNull(),
  /** [{ originCountryCode, destinationCountryCode }]. */
  lanes: jsonb('lanes').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A vendor's request to become a forwarder (CAT_VEN → CAT_FFD), decided by the platform. */
export const vendorConversionRequests = pgTable(
  'vendor_conversion_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** domain VENDOR_CONVERSION_STATUS: pending, approved, rejected. */
    status: text('status').notNull(),
    /** The vendor's reason for asking. */
    reason: text('reason'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('vendor_conversion_requests_status_idx').on(t.status, t.id),
    uniqueIndex('vendor_conversion_requests_pending_key').on(t.companyId).where(sql`${t.status} = 'pending'`),
  ],
);
