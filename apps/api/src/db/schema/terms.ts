import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Versioned terms: company_id null is the platform's (system) terms. One active version per owner. */
export const termsAndConditions = pgTable(
  'terms_and_conditions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_owner_version_key').on(sql`coalesce(${t.companyId}, 0)`, t.version),
    uniqueIndex('terms_one_active_key').on(sql`coalesce(${t.companyId}, 0)`).where(sql`${t.isActive}`),
  ],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    termsId: integer('terms_id')
      .notNull()
      .references(() => termsAndConditions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('terms_acceptances_terms_user_key').on(t.termsId, t.userId)],
);
