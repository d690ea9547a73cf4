import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * A forwarder's public channel (SPEC §7 "public channels"): a discussion board for its staff, its
 * customers and its vendors. `company_id` is the owning forwarder; posters may be of those companies.
 * A locked channel takes no new threads.
 */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description'),
    isLocked: boolean('is_locked').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('channels_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** A thread in a channel; a locked thread takes no replies, a deleted one is hidden (moderation). */
export const channelThreads = pgTable(
  'channel_threads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    title: text('title').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    isLocked: boolean('is_locked').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
    postCount: integer('post_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_threads_channel_idx').on(t.channelId, t.lastPostAt)],
);

/** A post in a thread; `@username` mentions notify those users. A deleted post keeps its place, blanked. */
export const channelPosts = pgTable(
  'channel_posts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    threadId: integer('thread_id')
      .notNull()
      .references(() => channelThreads.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_posts_thread_idx').on(t.threadId, t.id)],
);

/** Customer-care FAQs a forwarder manages and shows to its customers (SPEC §7 "customer care FAQs"). */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category'),
    displayOrder: integer('display_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_company_order_idx').on(t.companyId, t.displayOrder)],
);
