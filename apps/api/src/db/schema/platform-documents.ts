import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Licence agreements and disclaimers the platform publishes (/insert-agreement-form). Versioned per
 * kind and audience (a company category or 'all'); one active version each.
 */
export const platformDocuments = pgTable(
  'platform_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    audience: text('audience').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_documents_version_key').on(t.kind, t.audience, t.version),
    uniqueIndex('platform_documents_one_active_key').on(t.kind, t.audience).where(sql`${t.isActive}`),
  ],
);
