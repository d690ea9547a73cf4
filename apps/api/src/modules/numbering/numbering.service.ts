import {
  type DocumentSequence,
  documentYearOf,
  formatDocumentNumber,
  formatInvoiceNumber,
} from '@fastforward/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyDoSettings, companyInvoiceSettings, companySettings, numberSequences } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * A transaction, never the bare database: a number is taken in the transaction that writes the
 * numbered record, so a rollback gives the number back and the sequence keeps no gap.
 */
export type NumberingTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** next_number is an int4 column: the largest number it can hand out and still count past. */
const INT4_MAX = 2_147_483_647;

export type DocumentNumber = { number: string; year: number; value: number };

/**
 * The next number of `sequence` for the company: 'JOB-2026-000001' and on, from 1 each year.
 * The year is that of `at` (the app clock's now) in the company's time zone. The upsert locks the
 * (company, sequence, year) row until the transaction ends, so concurrent allocations queue
 * behind it and each gets the next value; one that rolls back leaves the value to the next.
 */
export async function allocateDocumentNumber(
  tx: NumberingTx,
  request: { companyId: number; sequence: DocumentSequence; at: Date },
): Promise<DocumentNumber> {
  const { companyId, sequence } = request;
  const [settings] = await tx
    .select({ timeZone: companySettings.timeZone })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  const year = documentYearOf(request.at, settings?.timeZone ?? null);
  const [row] = await tx
    .insert(numberSequences)
    .values({ companyId, sequence, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.companyId, numberSequences.sequence, numberSequences.year],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue });
  if (!row) throw new Error('number_sequences upsert returned nothing');
  return { number: formatDocumentNumber(sequence, year, row.value), year, value: row.value };
}

/**
 * The company's next invoice number: its invoice settings' prefix and next number, which moves
 * on by one in the same statement (the row stays locked until the transaction ends). Without
 * invoice settings there is no number to give: 409.
 */
export async function allocateInvoiceNumber(
  tx: NumberingTx,
  companyId: number,
): Promise<{ number: string; value: number }> {
  const t = companyInvoiceSettings;
  const [row] = await tx
    .update(t)
    .set({ nextNumber: sql`${t.nextNumber} + 1` })
    .where(and(eq(t.companyId, companyId), lt(t.nextNumber, INT4_MAX)))
    .returning({ prefix: t.prefix, value: sql<number>`${t.nextNumber} - 1`.mapWith(Number) });
  if (row) return { number: formatInvoiceNumber(row.prefix, row.value), value: row.value };

  const [settings] = await tx.select({ companyId: t.companyId }).from(t).where(eq(t.companyId, companyId));
  throw new AppError(
    'CONFLICT',
    settings
      ? `The invoice settings' next number has reached ${INT4_MAX}, the largest there is: choose another prefix and start again from 1.`
      : 'There are no invoice settings yet: set the invoice prefix and next number in Company Settings → Invoice Settings first.',
  );
}

/**
 * The company's next delivery order number: its DO settings' prefix and next number ('DO-1042'),
 * moved on by one in the same statement, as allocateInvoiceNumber does. Without DO settings
 * there is no number to give: 409.
 */
export async function allocateDoNumber(
  tx: NumberingTx,
  companyId: number,
): Promise<{ number: string; value: number }> {
  const t = companyDoSettings;
  const [row] = await tx
    .update(t)
    .set({ nextNumber: sql`${t.nextNumber} + 1` })
    .where(and(eq(t.companyId, companyId), lt(t.nextNumber, INT4_MAX)))
    .returning({ prefix: t.prefix, value: sql<number>`${t.nextNumber} - 1`.mapWith(Number) });
  if (row) return { number: `${row.prefix}${row.value}`, value: row.value };

  const [settings] = await tx.select({ companyId: t.companyId }).from(t).where(eq(t.companyId, companyId));
  throw new AppError(
    'CONFLICT',
    settings
      ? `The DO settings' next number has reached ${INT4_MAX}, the largest there is: choose another prefix and start again from 1.`
      : 'There are no DO settings yet: set the DO prefix and next number in Company Settings → DO Settings first.',
  );
}
