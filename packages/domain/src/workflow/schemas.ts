import { z } from 'zod';
import { timestampSchema } from '../api/timestamps';

/** One row of a record's status history, as the API answers it. */
export const statusHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** Null for the first status the record was given. */
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** Null when no signed-in user made the change (a link, a scheduled job). */
  changedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  changedAt: timestampSchema,
  remarks: z.string().nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** The kinds of record that move through statuses: `status_history.record_type`. */
export const STATUS_RECORD_TYPES = [
  'enquiry',
  'forward',
  'booking',
  'job',
  'invoice',
  'customer_kyc',
  'vendor_bill',
] as const;
export type StatusRecordType = (typeof STATUS_RECORD_TYPES)[number];
