import { type JobHeldStatus, jobStatusContextOf, jobStatusWorkflow } from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createCompany, createUser, type TestCompany, type TestUser } from '../../../test/factories';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStatusTransitions, listStatusHistory, type StatusMoveRequest } from '../workflow.service';

/** A stand-in for a table of records with a status (jobs, enquiries …), made for this test only. */
const records = pgTable('workflow_test_records', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  status: text('status').notNull(),
  version: integer('version').notNull().default(0),
});

const jobs = createStatusTransitions({
  table: records,
  workflow: jobStatusWorkflow,
  recordType: 'job',
  notFoundMessage: 'Job not found',
  context: async (tx, record) =>
    jobStatusContextOf(await listStatusHistory(tx, record.companyId, 'job', record.id)),
});

let t: TestApp;
let company: TestCompany;
let other: TestCompany;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`create table workflow_test_records (
    id serial primary key,
    company_id int not null references companies(id),
    status text not null,
    version int not null default 0)`);
  company = await createCompany(t);
  other = await createCompany(t);
  operator = await createUser(t, { company, fullName: 'Olga Operator' });
});
afterAll(() => t?.close());

/** A record of `owner` in `status`, with its first history row, as a creating feature would write it. */
async function createRecord(owner: TestCompany, status: JobHeldStatus = 'QUED') {
  return t.db.transaction(async (tx) => {
    const [row] = await tx.insert(records).values({ companyId: owner.id, status }).returning();
    if (!row) throw new Error('record insert returned nothing');
    await jobs.recordInitialStatus(tx, {
      companyId: owner.id,
      id: row.id,
      status,
      userId: null,
      at: t.clock.now,
    });
    return row;
  });
}

const recordOf = async (id: number) => (await t.db.select().from(records).where(eq(records.id, id)))[0];

const moveRequest = (
  id: number,
  expectedVersion: number,
  to: string,
  extra: Partial<StatusMoveRequest> = {},
): StatusMoveRequest => ({
  companyId: company.id,
  id,
  expectedVersion,
  to,
  remarks: null,
  userId: operator.id,
  at: t.deps.clock(),
  ...extra,
});

const move = (id: number, expectedVersion: number, to: string, extra: Partial<StatusMoveRequest> = {}) =>
  jobs.move(t.db, moveRequest(id, expectedVersion, to, extra));

/** The AppError `work` throws (failing the test if it succeeds or throws anything else). */
async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => new Error('expected a refusal, but the move went through'),
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

/** `work` is refused with `expected`, and no table, record or history row changes. */
async function expectRefusedChangingNothing(
  id: number,
  work: () => Promise<unknown>,
  expected: { statusCode: number; message: string | RegExp; field?: string },
) {
  const [rowsBefore, recordBefore] = [await countRows(t.db), await recordOf(id)];
  const error = await refusal(work());
  expect(error.statusCode).toBe(expected.statusCode);
  expect(error.message).toMatch(expected.message);
  if (expected.field) expect(error.errors.map((e) => e.field)).toEqual([expected.field]);
  expect(await countRows(t.db)).toEqual(rowsBefore);
  expect(await recordOf(id)).toEqual(recordBefore);
}

describe('status transitions', () => {
  it('moves the record, raises its version and writes who, when, from, to and remarks', async () => {
    const record = await createRecord(company);
    t.clock.advance(60_000);
    const result = await move(record.id, 0, 'SPBO', { remarks: 'Space booked on MSC Aurora' });
    expect(result).toMatchObject({ id: record.id, status: 'SPBO', version: 1 });
    expect(await recordOf(record.id)).toMatchObject({ status: 'SPBO', version: 1 });
    expect(result.history).toEqual({
      id: expect.any(Number),
      recordId: record.id,
      fromStatus: 'QUED',
      toStatus: 'SPBO',
      changedBy: { id: operator.id, fullName: 'Olga Operator' },
      changedAt: t.clock.now,
      remarks: 'Space booked on MSC Aurora',
      eventAt: null,
      eventClassifier: null,
      eventLocation: null,
      waivedGuards: null,
    });
    expect(await listStatusHistory(t.db, company.id, 'job', record.id)).toEqual([
      {
        id: expect.any(Number),
        recordId: record.id,
        fromStatus: null,
        toStatus: 'QUED',
        changedBy: null,
        changedAt: expect.any(Date),
        remarks: null,
        eventAt: null,
        eventClassifier: null,
        eventLocation: null,
        waivedGuards: null,
      },
      result.history,
    ]);
  });

  it('records BLAP in the history without moving the record, and SPRE back to QUED', async () => {
    const record = await createRecord(company, 'SPBO');
    expect(await move(record.id, 0, 'BLAP', { userId: null })).toMatchObject({ status: 'SPBO', version: 1 });
    expect(await move(record.id, 1, 'SPRE')).toMatchObject({ status: 'QUED', version: 2 });
    const history = await listStatusHistory(t.db, company.id, 'job', record.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy?.id ?? null])).toEqual([
      [null, 'SPBO', null],
      ['SPBO', 'BLAP', null],
      ['SPBO', 'SPRE', operator.id],
    ]);
  });

  it('resumes a query only at the status it interrupted, read from the history', async () => {
    const record = await createRecord(company, 'TRNT');
    await move(record.id, 0, 'QERY', { remarks: 'Consignee address unclear' });
    await move(record.id, 1, 'SEUN');
    await expectRefusedChangingNothing(record.id, () => move(record.id, 2, 'AADP'), {
      statusCode: 409,
      message:
        'A job in SEUN (service unavailable) returns only to TRNT (in transit), the status it interrupted',
      field: 'status',
    });
    expect(await move(record.id, 2, 'TRNT')).toMatchObject({ status: 'TRNT', version: 3 });
  });

  it('refuses a move the workflow does not allow with 409 on status, changing nothing', async () => {
    const record = await createRecord(company, 'TRNT');
    await expectRefusedChangingNothing(record.id, () => move(record.id, 0, 'CAPI'), {
      statusCode: 409,
      message: 'A job cannot move from TRNT (in transit) to CAPI (cargo pickup)',
      field: 'status',
    });
    const closed = await createRecord(company, 'CLOS');
    await expectRefusedChangingNothing(closed.id, () => move(closed.id, 0, 'QERY'), {
      statusCode: 409,
      message: 'A job in CLOS (closed) cannot change any more',
      field: 'status',
    });
  });

  it('refuses a status the workflow does not know with 400 on status, changing nothing', async () => {
    const record = await createRecord(company);
    await expectRefusedChangingNothing(record.id, () => move(record.id, 0, 'Shipped'), {
      statusCode: 400,
      message: "'Shipped' is not a job status",
      field: 'status',
    });
  });

  it('refuses a stale version with 409, changing nothing', async () => {
    const record = await createRecord(company);
    await move(record.id, 0, 'SPBO');
    await expectRefusedChangingNothing(record.id, () => move(record.id, 0, 'CAPI'), {
      statusCode: 409,
      message: 'This job was changed by someone else; reload it and try again.',
      field: 'version',
    });
  });

  it('lets one of two concurrent moves from the same version through; the other is a 409', async () => {
    const record = await createRecord(company);
    const before = await countRows(t.db);
    const results = await Promise.allSettled([move(record.id, 0, 'SPBO'), move(record.id, 0, 'CNCL')]);
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(AppError);
    expect(refused[0]).toMatchObject({ statusCode: 409 });
    expect((await recordOf(record.id))?.version).toBe(1);
    expect((await countRows(t.db)).status_history).toBe((before.status_history ?? 0) + 1);
  });

  // Only a server runs two transactions at once (PGlite queues them): the move that read the
  // version before the other committed waits on the row, then matches no row, and is a 409.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses the move that read the version before a concurrent move committed (no lost update)',
    async () => {
      const record = await createRecord(company);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let moved = () => {};
      const firstMoved = new Promise<void>((resolve) => {
        moved = resolve;
      });
      const first = t.db.transaction(async (tx) => {
        await jobs.move(tx, moveRequest(record.id, 0, 'SPBO'));
        moved();
        await held;
      });
      await firstMoved;
      const second = refusal(move(record.id, 0, 'CNCL'));
      await expect
        .poll(
          async () => {
            const waiting = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like 'update "workflow_test_records"%'`);
            return (waiting as unknown as { rows: { n: number }[] }).rows[0]?.n;
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      release();
      await first;
      expect(await second).toMatchObject({
        statusCode: 409,
        message: 'This job was changed by someone else; reload it and try again.',
      });
      expect(await recordOf(record.id)).toMatchObject({ status: 'SPBO', version: 1 });
      const history = await listStatusHistory(t.db, company.id, 'job', record.id);
      expect(history.map((h) => h.toStatus)).toEqual(['QUED', 'SPBO']);
    },
  );

  it("answers 404 for another company's record, changing nothing, and shows it no history", async () => {
    const theirs = await createRecord(other);
    await expectRefusedChangingNothing(theirs.id, () => move(theirs.id, 0, 'SPBO'), {
      statusCode: 404,
      message: 'Job not found',
    });
    expect(await listStatusHistory(t.db, company.id, 'job', theirs.id)).toEqual([]);
    expect(await listStatusHistory(t.db, other.id, 'job', theirs.id)).toHaveLength(1);
  });

  it("nests in the caller's transaction: a later failure there undoes the move", async () => {
    const record = await createRecord(company);
    const before = await countRows(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await jobs.move(tx, moveRequest(record.id, 0, 'SPBO'));
        throw new Error("the caller's next write failed");
      }),
    ).rejects.toThrow("the caller's next write failed");
    expect(await recordOf(record.id)).toMatchObject({ status: 'QUED', version: 0 });
    expect(await countRows(t.db)).toEqual(before);
  });
});
