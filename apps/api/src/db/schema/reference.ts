import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Reference data shipped with the product (issue 4, docs/data-sources.md). Rows without a company
 * are the shipped ones, read by everyone; where a company may add its own (cities, ports, shipping
 * lines), its rows carry its id and only it sees them.
 */

/** ISO 3166-1. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  alpha3: text('alpha3').notNull(),
  numericCode: text('numeric_code').notNull(),
  name: text('name').notNull(),
});

/** ISO 4217; minor units null where the standard says N.A. (gold, SDR …). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  numericCode: text('numeric_code').notNull(),
  name: text('name').notNull(),
  minorUnits: integer('minor_units'),
});

/** A company's rate of a currency to its base currency, valid from a day on. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_rates_company_currency_day_key').on(t.companyId, t.currencyCode, t.validFrom),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
    timeZone: text('time_zone'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cities_country_name_idx').on(t.countryCode, sql`lower(${t.name})`),
    uniqueIndex('cities_company_country_name_key')
      .on(t.companyId, t.countryCode, sql`lower(${t.name})`)
      .where(sql`${t.companyId} is not null`),
  ],
);

/** Sea ports (UN/LOCODE), airports (IATA, ICAO where known) and dry ports / ICDs (custom points). */
export const ports = pgTable(
  'ports',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    type: text('type').notNull(),
    code: text('code').notNull(),
    icaoCode: text('icao_code'),
    name: text('name').notNull(),
    city: text('city'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    timeZone: text('time_zone'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** Lower-case code, name, city and country, for the pickers' and the Ports master's search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ports_shipped_type_code_key').on(t.type, t.code).where(sql`${t.companyId} is null`),
    uniqueIndex('ports_company_type_code_key')
      .on(t.companyId, t.type, t.code)
      .where(sql`${t.companyId} is not null`),
    index('ports_type_country_idx').on(t.type, t.countryCode),
    // The Ports master opens on all ~6,000 ports ordered by code: a page read from the index, not a sort.
    index('ports_code_id_idx').on(t.code, t.id),
    // Substring search of the pickers (any part of code, name, city): trigrams, pg_trgm.
    index('ports_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Incoterms 2020, in the display order of SPEC §3 first. */
export const incoterms = pgTable('incoterms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  displayOrder: integer('display_order').notNull(),
  description: text('description').notNull(),
});

/** SPEC §3's container groups, each with its sizes and their ISO 6346 size-type codes. */
export const containerSizeCategories = pgTable('container_size_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  displayOrder: integer('display_order').notNull(),
});

export const containerSizes = pgTable(
  'container_sizes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => containerSizeCategories.id),
    size: text('size').notNull(),
    isoCode: text('iso_code'),
    isReefer: boolean('is_reefer').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [uniqueIndex('container_sizes_category_size_key').on(t.categoryId, t.size)],
);

export const commodityTypes = pgTable('commodity_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** UN dangerous-goods classes 1–9 with their divisions. */
export const dgClasses = pgTable('dg_classes', {
  code: text('code').primaryKey(),
  classNumber: integer('class_number').notNull(),
  name: text('name').notNull(),
  displayOrder: integer('display_order').notNull(),
});

/** UN/ECE Recommendation 21 package type codes. */
export const packageTypes = pgTable('package_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Ocean carriers (SCAC) and airlines (IATA prefix): SPEC §3 "shipping company". */
export const shippingCompanies = pgTable(
  'shipping_companies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    shippingMode: text('shipping_mode').notNull(),
    scacCode: text('scac_code'),
    iataCode: text('iata_code'),
    iataPrefix: text('iata_prefix'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_companies_shipped_key')
      .on(t.shippingMode, sql`lower(${t.name})`)
      .where(sql`${t.companyId} is null`),
    uniqueIndex('shipping_companies_company_key')
      .on(t.companyId, t.shippingMode, sql`lower(${t.name})`)
      .where(sql`${t.companyId} is not null`),
  ],
);
