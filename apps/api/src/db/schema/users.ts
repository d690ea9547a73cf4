import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments } from './access';
import { companies } from './companies';
import { designations } from './organisation';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    departmentId: integer('department_id').references(() => departments.id),
    designationId: integer('designation_id').references(() => designations.id),
    /** Where SMS notifications go (E.164), when the user chose SMS for some kinds. */
    mobile: text('mobile'),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);
