import { sql } from 'drizzle-orm';
import {
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
import { containerSizes, ports, shippingCompanies } from './reference';
import { users } from './users';

/** The Masters module (issue 4): records each company keeps for itself. */

/** SPEC §3/§5 weight slab; sea slabs may belong to one container size (SPEC §7 /sea/{id}). */
export const weightSlabs = pgTable(
  'weight_slabs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    minWeight: numeric('min_weight', { precision: 12, scale: 3 }),
    maxWeight: numeric('max_weight', { precision: 12, scale: 3 }),
    measurementIn: text('measurement_in').notNull(),
    containerSizeId: integer('container_size_id').references(() => containerSizes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('weight_slabs_company_type_idx').on(t.companyId, t.type),
    check('weight_slabs_min_check', sql`${t.minWeight} is null or ${t.minWeight} >= 0`),
    check('weight_slabs_max_check', sql`${t.maxWeight} is null or ${t.maxWeight} >= 0`),
    check('weight_slabs_bounds_check', sql`${t.minWeight} is not null or ${t.maxWeight} is not null`),
    check(
      'weight_slabs_order_check',
      sql`${t.minWeight} is null or ${t.maxWeight} is null or ${t.maxWeight} > ${t.minWeight}`,
    ),
  ],
);

/** Free days per shipping line, port and container size, with the demurrage and detention terms. */
export const freeDays = pgTable(
  'free_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    shippingCompanyId: integer('shipping_company_id')
      .notNull()
      .references(() => shippingCompanies.id),
    portId: integer('port_id')
      .notNull()
      .references(() => ports.id),
    containerSizeId: integer('container_size_id')
      .notNull()
      .references(() => containerSizes.id),
    originFreeDays: integer('origin_free_days').notNull(),
    destinationFreeDays: integer('destination_free_days').notNull(),
    demurrageType: text('demurrage_type').notNull(),
    detentionType: text('detention_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('free_days_company_line_port_size_key').on(
      t.companyId,
      t.shippingCompanyId,
      t.portId,
      t.containerSizeId,
    ),
    check('free_days_origin_check', sql`${t.originFreeDays} between 0 and 365`),
    check('free_days_destination_check', sql`${t.destinationFreeDays} between 0 and 365`),
  ],
);

/** Container numbers a company tracks (ISO 6346, check digit verified in domain). */
export const containerNumbers = pgTable(
  'container_numbers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    containerSizeId: integer('container_size_id').references(() => containerSizes.id),
    remarks: text('remarks'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('container_numbers_company_number_key').on(t.companyId, t.number)],
);

/** News a company publishes to its staff and/or customers within a window. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    publishFrom: timestamp('publish_from', { withTimezone: true }).notNull(),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_company_publish_idx').on(t.companyId, t.publishFrom),
    check('news_window_check', sql`${t.publishUntil} is null or ${t.publishUntil} > ${t.publishFrom}`),
  ],
);

/** The company calendar (holidays, cut-offs, events). */
export const eventDates = pgTable(
  'event_dates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_dates_company_start_idx').on(t.companyId, t.startDate),
    check('event_dates_order_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);
