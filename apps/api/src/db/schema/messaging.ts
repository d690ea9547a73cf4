import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's own SMTP sender. The password is stored encrypted (AES-256-GCM, lib/secret-box.ts) and
 * never returned by the API.
 */
export const companyEmailSettings = pgTable('company_email_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  isEnabled: boolean('is_enabled').notNull().default(false),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  isSecure: boolean('is_secure').notNull().default(false),
  username: text('username'),
  passwordEncrypted: text('password_encrypted'),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's SMS provider; the API secret is stored encrypted and never returned. */
export const companySmsSettings = pgTable('company_sms_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  isEnabled: boolean('is_enabled').notNull().default(false),
  provider: text('provider').notNull(),
  senderId: text('sender_id').notNull(),
  accountId: text('account_id'),
  apiUrl: text('api_url'),
  secretEncrypted: text('secret_encrypted'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every SMS a company sends, with the provider's answer. */
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    sentBy: integer('sent_by').references(() => users.id),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_logs_company_created_idx').on(t.companyId, t.createdAt)],
);
