import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvoiceSettings, companySettings, numberSequences } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createCompany } from '../../../test/factories';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { allocateDocumentNumber, allocateInvoiceNumber, type NumberingTx } from '../numbering.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-06-15T09:00:00Z');
});
afterAll(() => t?.close());

/** What rolls a transaction back in these tests, told apart from a real failure. */
class Rollback extends Error {}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Runs `work` in a transaction of its own; a `Rollback` it throws is swallowed. */
async function inTransaction<T>(work: (tx: NumberingTx) => Promise<T>, rollback = false): Promise<T | null> {
  try {
    return await t.db.transaction(async (tx) => {
      const result = await work(tx);
      if (rollback) throw new Rollback();
      return result;
    });
  } catch (error) {
    if (error instanceof Rollback) return null;
    throw error;
  }
}

const allocate = (companyId: number, sequence: 'RE' | 'JOB', at = t.deps.clock(), rollback = false) =>
  inTransaction((tx) => allocateDocumentNumber(tx, { companyId, sequence, at }), rollback);

describe('document numbers (RE-YYYY-NNNNNN, JOB-YYYY-NNNNNN)', () => {
  it('gives 50 parallel allocations 50 distinct consecutive numbers, 1 to 50', async () => {
    const company = await createCompany(t);
    const numbers = await Promise.all(range(50).map(() => allocate(company.id, 'JOB')));
    const values = numbers.map((n) => n?.value ?? 0).sort((a, b) => a - b);
    expect(values).toEqual(range(50));
    expect(new Set(numbers.map((n) => n?.number)).size).toBe(50);
    expect(numbers.map((n) => n?.number)).toContain('JOB-2026-000001');
    expect(numbers.map((n) => n?.number)).toContain('JOB-2026-000050');
  });

  it('gives a rolled-back number to the next allocation: no gap', async () => {
    const company = await createCompany(t);
    expect((await allocate(company.id, 'RE'))?.number).toBe('RE-2026-000001');
    expect(await allocate(company.id, 'RE', t.deps.clock(), true)).toBeNull();
    expect((await allocate(company.id, 'RE'))?.number).toBe('RE-2026-000002');
  });

  it('keeps the committed numbers consecutive when parallel allocations roll back among them', async () => {
    const company = await createCompany(t);
    const results = await Promise.all(
      range(30).map((i) => allocate(company.id, 'JOB', t.deps.clock(), i % 3 === 0)),
    );
    const committed = results.filter((n) => n !== null).map((n) => n.value);
    expect(committed.sort((a, b) => a - b)).toEqual(range(20));
    expect((await allocate(company.id, 'JOB'))?.value).toBe(21);
  });

  it('keeps a sequence per company, per kind and per year', async () => {
    const [a, b] = [await createCompany(t), await createCompany(t)];
    expect((await allocate(a.id, 'JOB'))?.number).toBe('JOB-2026-000001');
    expect((await allocate(a.id, 'JOB'))?.number).toBe('JOB-2026-000002');
    expect((await allocate(b.id, 'JOB'))?.number).toBe('JOB-2026-000001');
    expect((await allocate(a.id, 'RE'))?.number).toBe('RE-2026-000001');
    const nextYear = new Date('2027-01-02T09:00:00Z');
    expect((await allocate(a.id, 'JOB', nextYear))?.number).toBe('JOB-2027-000001');
    // The earlier year's sequence goes on where it stopped.
    expect((await allocate(a.id, 'JOB'))?.number).toBe('JOB-2026-000003');
    const rows = await t.db
      .select({
        sequence: numberSequences.sequence,
        year: numberSequences.year,
        lastValue: numberSequences.lastValue,
      })
      .from(numberSequences)
      .where(eq(numberSequences.companyId, a.id))
      .orderBy(numberSequences.sequence, numberSequences.year);
    expect(rows).toEqual([
      { sequence: 'JOB', year: 2026, lastValue: 3 },
      { sequence: 'JOB', year: 2027, lastValue: 1 },
      { sequence: 'RE', year: 2026, lastValue: 1 },
    ]);
  });

  it("takes the year from the app clock in the company's time zone", async () => {
    const [dubai, utc] = [await createCompany(t), await createCompany(t)];
    await t.db.insert(companySettings).values({ companyId: dubai.id, timeZone: 'Asia/Dubai' });
    t.clock.now = new Date('2026-12-31T21:30:00Z'); // 01:30 on 1 January 2027 in Dubai
    try {
      expect((await allocate(dubai.id, 'JOB'))?.number).toBe('JOB-2027-000001');
      expect((await allocate(utc.id, 'JOB'))?.number).toBe('JOB-2026-000001');
    } finally {
      t.clock.now = new Date('2026-06-15T09:00:00Z');
    }
  });
});

describe('invoice numbers (invoice settings prefix and next number)', () => {
  const withInvoiceSettings = async (nextNumber: number, prefix = 'HZ/INV-') => {
    const company = await createCompany(t);
    await t.db.insert(companyInvoiceSettings).values({
      companyId: company.id,
      prefix,
      nextNumber,
      taxRate: '5.00',
      paymentTermsDays: 30,
      footerText: '',
    });
    return company;
  };
  const nextNumberOf = async (companyId: number) =>
    (
      await t.db
        .select({ nextNumber: companyInvoiceSettings.nextNumber })
        .from(companyInvoiceSettings)
        .where(eq(companyInvoiceSettings.companyId, companyId))
    )[0]?.nextNumber;
  const allocateInvoice = (companyId: number, rollback = false) =>
    inTransaction((tx) => allocateInvoiceNumber(tx, companyId), rollback);

  it('gives 50 parallel allocations the next 50 numbers, and moves the next number on', async () => {
    const company = await withInvoiceSettings(1001);
    const numbers = await Promise.all(range(50).map(() => allocateInvoice(company.id)));
    const values = numbers.map((n) => n?.value ?? 0).sort((a, b) => a - b);
    expect(values).toEqual(range(50).map((i) => 1000 + i));
    expect(new Set(numbers.map((n) => n?.number)).size).toBe(50);
    expect(numbers.map((n) => n?.number)).toContain('HZ/INV-1001');
    expect(numbers.map((n) => n?.number)).toContain('HZ/INV-1050');
    expect(await nextNumberOf(company.id)).toBe(1051);
  });

  it('gives a rolled-back invoice number to the next allocation', async () => {
    const company = await withInvoiceSettings(7, 'INV-');
    expect(await allocateInvoice(company.id, true)).toBeNull();
    expect(await nextNumberOf(company.id)).toBe(7);
    expect((await allocateInvoice(company.id))?.number).toBe('INV-7');
    expect(await nextNumberOf(company.id)).toBe(8);
  });

  it('answers 409 naming the invoice settings when there are none, and changes nothing', async () => {
    const company = await createCompany(t);
    const before = await countRows(t.db);
    const error = await allocateInvoice(company.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 409,
      message:
        'There are no invoice settings yet: set the invoice prefix and next number in Company Settings → Invoice Settings first.',
    });
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses to count past the largest next number, and keeps it', async () => {
    const company = await withInvoiceSettings(2_147_483_646);
    expect((await allocateInvoice(company.id))?.number).toBe('HZ/INV-2147483646');
    const error = await allocateInvoice(company.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409, message: expect.stringContaining('invoice settings') });
    expect(await nextNumberOf(company.id)).toBe(2_147_483_647);
  });
});
