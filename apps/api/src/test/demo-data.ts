import type { DocumentSequence } from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, statusHistory } from '../db/schema';
import { allocateDocumentNumber } from '../modules/numbering/numbering.service';
import type { TestApp } from './test-app';

/** The seeded demo data's readers: the demo forwarder, its records' history, its numbering. */

/** The id of the demo company of `shortName` (Oceanic, the demo forwarder, unless told). */
export async function demoCompanyId(t: TestApp, shortName = 'oceanic'): Promise<number> {
  const [company] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.shortName, shortName));
  return company?.id as number;
}

/** The status history of one record of the company, oldest first. */
export const demoHistoryOf = (t: TestApp, companyId: number, recordType: string, recordId: number) =>
  t.db
    .select()
    .from(statusHistory)
    .where(
      and(
        eq(statusHistory.companyId, companyId),
        eq(statusHistory.recordType, recordType),
        eq(statusHistory.recordId, recordId),
      ),
    )
    .orderBy(asc(statusHistory.id));

/** The company's next number in `sequence` is `expected`: allocated in a transaction rolled back. */
export async function expectNextNumber(
  t: TestApp,
  companyId: number,
  sequence: DocumentSequence,
  expected: number,
) {
  const rollback = new Error('roll back');
  await expect(
    t.db.transaction(async (tx) => {
      const next = await allocateDocumentNumber(tx, { companyId, sequence, at: t.clock.now });
      expect(next.value).toBe(expected);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
}
