import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customerKycs } from './customers';
import { users } from './users';

/**
 * A forwarder's lead settings (SPEC §7 "lead settings"): the sources leads come from and the stages
 * they move through, each a named row of kind 'source' or 'stage' (domain LEAD_SETTING_KIND). A
 * closing stage (`is_closed`) ends the lead's pipeline (won or lost).
 */
export const leadSettings = pgTable(
  'lead_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isClosed: boolean('is_closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_settings_company_kind_name_key').on(t.companyId, t.kind, sql`lower(${t.name})`),
    check('lead_settings_kind_check', sql`${t.kind} in ('source', 'stage')`),
  ],
);

/**
 * A prospective customer the sales team works (PRODUCT §3 "Sales CRM"). Converting it sends a KYC
 * invitation; `kyc_id` then links the lead to the customer it became.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    sourceId: integer('source_id').references(() => leadSettings.id),
    stageId: integer('stage_id').references(() => leadSettings.id),
    ownerId: integer('owner_id').references(() => users.id),
    nextFollowUpAt: timestamp('next_follow_up_at', { withTimezone: true }),
    notes: text('notes'),
    kycId: integer('kyc_id').references(() => customerKycs.id),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_company_idx').on(t.companyId, t.id),
    index('leads_owner_idx').on(t.companyId, t.ownerId),
  ],
);

/**
 * A sales visit (SPEC §7 "sales visits create, update, export, report"): planned for a time, then
 * recorded with its outcome. For a lead or an onboarded customer, or neither (a cold call).
 * Status: domain SALES_VISIT_STATUS (planned, completed, cancelled).
 */
export const salesVisits = pgTable(
  'sales_visits',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    leadId: integer('lead_id').references(() => leads.id),
    customerCompanyId: integer('customer_company_id').references(() => companies.id),
    /** Who visits: the sales person the report groups by. */
    salesPersonId: integer('sales_person_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    location: text('location'),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }),
    status: text('status').notNull(),
    outcome: text('outcome'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sales_visits_company_planned_idx').on(t.companyId, t.plannedAt),
    index('sales_visits_person_idx').on(t.companyId, t.salesPersonId, t.plannedAt),
  ],
);

/**
 * A follow-up due at a time (SPEC §7 "follow-ups"), for a lead or a customer; a reminder job is
 * queued for `due_at` (`reminded_at` says it went). Status: domain FOLLOW_UP_STATUS (open, done).
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    leadId: integer('lead_id').references(() => leads.id),
    customerCompanyId: integer('customer_company_id').references(() => companies.id),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    notes: text('notes'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_ups_company_due_idx').on(t.companyId, t.status, t.dueAt),
    index('follow_ups_assignee_idx').on(t.assigneeId, t.status, t.dueAt),
  ],
);
