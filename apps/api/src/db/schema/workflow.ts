import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * One shape of status history for every record that moves through states (enquiry, forward,
 * booking, job, invoice): which record, from, to, who, when, remarks. Rows are only ever added.
 */
export const statusHistory = pgTable(
  'status_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The kind of record ('job', 'enquiry', 'forward', 'booking', 'invoice'). */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** Null for the first status a record is given. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** Null when no signed-in user made the change (a vendor answering by link, a scheduled job). */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'restrict' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    remarks: text('remarks'),
    /**
     * The event the move records (a job's DCSA event): when it happened or is expected (ACT/EST
     * in `event_classifier`) and where (a UN/LOCODE). Null for records whose moves are no events.
     */
    eventAt: timestamp('event_at', { withTimezone: true }),
    eventClassifier: text('event_classifier'),
    eventLocation: text('event_location'),
    /** What a relaxed guard let the move go without (the guards' refusals), null when nothing. */
    waivedGuards: text('waived_guards'),
  },
  (t) => [index('status_history_record_idx').on(t.recordType, t.recordId, t.changedAt)],
);

/**
 * Per-company document number sequences (RE-YYYY-NNNNNN, JOB-YYYY-NNNNNN …): the last number
 * given for each (company, sequence, year). Allocation increments the row inside the caller's
 * transaction, so a rolled-back allocation gives its number back and the sequence stays gap-free.
 */
export const numberSequences = pgTable(
  'number_sequences',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    sequence: text('sequence').notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sequence, t.year] })],
);
