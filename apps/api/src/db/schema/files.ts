import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from './users';

/**
 * Every stored file. The bytes live in the storage driver under `storage_key`; this row says whose
 * file it is (the company, and the owner record whose readers may read it), what it is (collection
 * or additional file type) and what was checked (type from the bytes, size, SHA-256).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The kind of record the file belongs to ('company', 'bank_account', later 'job', 'enquiry' …). */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** SPEC §3 file collection (CL, CRD, BDD, TD, additional_documents, DO, HBL, MBL). */
    collection: text('collection').notNull(),
    /** SPEC §3 additional file type code (CSHT, SBIL …) when the collection is additional_documents. */
    fileType: text('file_type'),
    /** Where the driver keeps the bytes: generated, never derived from the uploaded name. */
    storageKey: text('storage_key').notNull(),
    /** The uploaded name, sanitised: used only for the download's file name. */
    originalName: text('original_name').notNull(),
    /** Decided from the bytes, never from the name or the request's Content-Type. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    index('files_owner_idx').on(t.ownerType, t.ownerId, t.collection),
    index('files_company_idx').on(t.companyId, t.createdAt),
    check('files_size_check', sql`${t.sizeBytes} >= 0`),
  ],
);
