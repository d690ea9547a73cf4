import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { files } from './files';

/**
 * A company's basic settings beyond its name and short name (which stay on `companies`, where the
 * short name is unique). One row per company, created on the first save.
 */
export const companySettings = pgTable('company_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** The company logo (collection CL). */
  logoFileId: integer('logo_file_id').references(() => files.id, { onDelete: 'restrict' }),
  /** The company registration document (collection CRD), which the platform's approval reads. */
  registrationDocumentFileId: integer('registration_document_file_id').references(() => files.id, {
    onDelete: 'restrict',
  }),
  /** The tax document (collection TD). */
  taxDocumentFileId: integer('tax_document_file_id').references(() => files.id, { onDelete: 'restrict' }),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  city: text('city'),
  postalCode: text('postal_code'),
  countryCode: text('country_code'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
  baseCurrency: text('base_currency'),
  timeZone: text('time_zone'),
  taxRegistrationNumber: text('tax_registration_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The currency the operating costs are kept in; one row per company. */
export const companyOperatingCostSettings = pgTable('company_operating_cost_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  currency: text('currency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The named monthly costs of a company, in the order the user listed them. */
export const companyOperatingCosts = pgTable(
  'company_operating_costs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    category: text('category').notNull(),
  },
  (t) => [
    uniqueIndex('company_operating_costs_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('company_operating_costs_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** A company's bank accounts; exactly one is the default once there is any. */
export const companyBankAccounts = pgTable(
  'company_bank_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    iban: text('iban'),
    swiftCode: text('swift_code'),
    branch: text('branch'),
    currency: text('currency').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The bank detail document (collection BDD) printed details are checked against. */
    documentFileId: integer('document_file_id').references(() => files.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one default per company, whatever the service does.
    uniqueIndex('company_bank_accounts_one_default_key').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);

/**
 * A company's tax codes (VAT/GST differ by country): a code, a name, its category (domain
 * TAX_CATEGORY: standard, zero-rated, exempt, out of scope) and its rate. Invoice and vendor bill
 * lines carry a code and a copy of its rate, so a later change of rate never moves an issued total.
 */
export const companyTaxCodes = pgTable(
  'company_tax_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_tax_codes_company_code_key').on(t.companyId, t.code),
    check('company_tax_codes_rate_check', sql`${t.rate} between 0 and 100`),
  ],
);

/** Invoice numbering and terms; one row per company. */
export const companyInvoiceSettings = pgTable(
  'company_invoice_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    prefix: text('prefix').notNull(),
    nextNumber: integer('next_number').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull(),
    footerText: text('footer_text').notNull(),
    /** The tax code international freight lines take by default (zero-rated unless set). */
    freightTaxCodeId: integer('freight_tax_code_id').references(() => companyTaxCodes.id),
    /** The tax code local and transport charges take by default (standard unless set). */
    localTaxCodeId: integer('local_tax_code_id').references(() => companyTaxCodes.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_invoice_settings_next_number_check', sql`${t.nextNumber} >= 1`),
    check('company_invoice_settings_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
  ],
);

/** Delivery order numbering and the text printed on every DO; one row per company. */
export const companyDoSettings = pgTable(
  'company_do_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    prefix: text('prefix').notNull(),
    nextNumber: integer('next_number').notNull(),
    validityDays: integer('validity_days').notNull(),
    issuingOffice: text('issuing_office').notNull(),
    signatoryName: text('signatory_name').notNull(),
    signatoryDesignation: text('signatory_designation').notNull(),
    termsText: text('terms_text').notNull(),
    footerText: text('footer_text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_do_settings_next_number_check', sql`${t.nextNumber} >= 1`),
    check('company_do_settings_validity_days_check', sql`${t.validityDays} between 1 and 365`),
  ],
);
