import { CUSTOM_STATUS_MESSAGES, enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCustomStatusEntries, jobs } from '../../../db/schema';
import {
  expectDeleted,
  expectForbiddenDeletion,
  expectHiddenFromOtherCompany,
  recordCalls,
} from '../../../test/company-records';
import { createCompany, createUser } from '../../../test/factories';
import {
  createJobScene,
  createOutsideStaff,
  JOB_OPERATIONS_PERMISSIONS,
  type JobScene,
  jobState,
} from '../../../test/job-factories';
import { expectHostileRefused, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

type CustomStatus = { id: number; code: string; name: string; description: string | null };
type Entry = {
  id: number;
  jobId: number;
  customStatus: { id: number; code: string; name: string };
  remarks: string | null;
  recordedBy: { id: number } | null;
};

const PATH = JOB_PATHS.customStatuses;

let t: TestApp;
let scene: JobScene;
let calls: ReturnType<typeof recordCalls>;
let recordUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  scene = await createJobScene(t);
  calls = recordCalls(t, PATH);
  recordUrl = enquiryPath(JOB_PATHS.jobCustomStatus, { id: scene.job.id });
});
afterAll(() => t.close());

describe('custom statuses', () => {
  it('creates a status with its code in capitals, lists it to every job reader, updates and deletes it', async () => {
    const created = await calls.create<CustomStatus>(scene.ops.token, {
      code: 'cstm1',
      name: 'Customs inspection',
      description: 'Held for inspection at origin',
    });
    expect(created).toMatchObject({ code: 'CSTM1', name: 'Customs inspection' });
    for (const token of [scene.ops.token, scene.docs.token, scene.accounts.token]) {
      const listed = await calls.list<CustomStatus>(token, '?search=cstm');
      expect(listed.items.map((s) => s.id)).toEqual([created.id]);
    }
    const updated = expectItem<CustomStatus>(
      await calls.put(scene.ops.token, created.id, { code: 'CSTM2', name: 'Customs hold', description: '' }),
    );
    expect(updated).toMatchObject({ code: 'CSTM2', name: 'Customs hold', description: null });
    await expectDeleted(t, PATH, scene.ops.token, created.id);
  });

  it('refuses a SPEC job status code and a malformed one (400 on code), a taken one (409 on code)', async () => {
    const before = await countRows(t.db);
    for (const code of ['QUED', 'clos', 'BLAP']) {
      const error = expectFieldError(
        await calls.post(scene.ops.token, { code, name: 'Reserved' }),
        400,
        'code',
      );
      expect(error.defaultMessage).toBe(CUSTOM_STATUS_MESSAGES.codeReserved(code.toUpperCase()));
    }
    for (const code of ['A', '1ABC', 'AB-C', 'ABCDEFGHI', '']) {
      expectFieldError(await calls.post(scene.ops.token, { code, name: 'Bad code' }), 400, 'code');
    }
    expect(await countRows(t.db)).toEqual(before);

    await calls.create(scene.ops.token, { code: 'FUMI', name: 'Fumigation' });
    const taken = await countRows(t.db);
    const error = expectFieldError(
      await calls.post(scene.ops.token, { code: 'fumi', name: 'Again' }),
      409,
      'code',
    );
    expect(error.defaultMessage).toBe(CUSTOM_STATUS_MESSAGES.duplicate);
    expect(await countRows(t.db)).toEqual(taken);

    // Another company keeps its own codes.
    const rival = await createUser(t, {
      company: await createCompany(t),
      permissions: JOB_OPERATIONS_PERMISSIONS,
    });
    await calls.create(rival.token, { code: 'FUMI', name: 'Fumigation' });
  });

  it('refuses hostile bodies, naming the field', async () => {
    await expectHostileRefused(t, scene.ops.token, 'POST', PATH, [
      { name: 'missing code', body: { name: 'X' }, field: 'code' },
      { name: 'number code', body: { code: 12, name: 'X' }, field: 'code' },
      { name: 'missing name', body: { code: 'HOLD' }, field: 'name' },
      { name: '10k name', body: { code: 'HOLD', name: LONG }, field: 'name' },
      { name: 'NUL name', body: { code: 'HOLD', name: NUL }, field: 'name' },
      {
        name: 'NUL description',
        body: { code: 'HOLD', name: 'Hold', description: NUL },
        field: 'description',
      },
      { name: 'companyId', body: { code: 'HOLD', name: 'Hold', companyId: 1 }, field: 'companyId' },
      { name: 'array body', body: [{ code: 'HOLD', name: 'Hold' }], field: 'body' },
    ]);
  });

  it('lets job readers list but only its holders write (403 for documentation and accounts)', async () => {
    const before = await countRows(t.db);
    for (const token of [scene.docs.token, scene.accounts.token, scene.customerUser.token]) {
      expect((await calls.post(token, { code: 'DOCS', name: 'Docs' })).statusCode).toBe(403);
    }
    expect((await t.as(scene.customerUser.token).get(PATH)).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('records a custom status on the job without moving it; a status in use cannot be deleted', async () => {
    const status = await calls.create<CustomStatus>(scene.ops.token, { code: 'SURV', name: 'Survey done' });
    const stateBefore = await jobState(t, scene.job.id);
    const entry = expectItem<Entry>(
      await t
        .as(scene.ops.token)
        .post(recordUrl, { customStatusId: status.id, remarks: 'Surveyor signed off' }),
      201,
    );
    expect(entry).toMatchObject({
      jobId: scene.job.id,
      customStatus: { id: status.id, code: 'SURV', name: 'Survey done' },
      remarks: 'Surveyor signed off',
      recordedBy: { id: scene.ops.id },
    });
    expect(await jobState(t, scene.job.id)).toEqual(stateBefore);
    const rows = await t.db
      .select()
      .from(jobCustomStatusEntries)
      .where(
        and(
          eq(jobCustomStatusEntries.jobId, scene.job.id),
          eq(jobCustomStatusEntries.customStatusId, status.id),
        ),
      );
    expect(rows).toHaveLength(1);

    await expectForbiddenDeletion(t, PATH, scene.ops.token, status.id, /used by job custom status entries/);
  });

  it('takes only a status of the job’s company, and nothing on a closed or cancelled job', async () => {
    const rival = await createUser(t, {
      company: await createCompany(t),
      permissions: JOB_OPERATIONS_PERMISSIONS,
    });
    const theirs = await calls.create<CustomStatus>(rival.token, { code: 'THEIRS', name: 'Theirs' });
    const before = await countRows(t.db);
    const error = expectFieldError(
      await t.as(scene.ops.token).post(recordUrl, { customStatusId: theirs.id }),
      400,
      'customStatusId',
    );
    expect(error.defaultMessage).toBe(CUSTOM_STATUS_MESSAGES.notFound);
    await expectHostileRefused(t, scene.ops.token, 'POST', recordUrl, [
      { name: 'missing status', body: {}, field: 'customStatusId' },
      { name: 'text status', body: { customStatusId: 'x' }, field: 'customStatusId' },
      { name: 'NUL remarks', body: { customStatusId: theirs.id, remarks: NUL }, field: 'remarks' },
      { name: 'version', body: { customStatusId: theirs.id, version: 0 }, field: 'version' },
    ]);
    expect(await countRows(t.db)).toEqual(before);

    const closed = await createJobScene(t);
    const mine = await calls.create<CustomStatus>(closed.ops.token, { code: 'LATE', name: 'Late' });
    await t.db.update(jobs).set({ status: 'CLOS' }).where(eq(jobs.id, closed.job.id));
    const closedBefore = await countRows(t.db);
    expectFieldError(
      await t
        .as(closed.ops.token)
        .post(enquiryPath(JOB_PATHS.jobCustomStatus, { id: closed.job.id }), { customStatusId: mine.id }),
      409,
      'status',
    );
    expect(await countRows(t.db)).toEqual(closedBefore);
  });

  it('is a 404 to another forwarder and a vendor, changing nothing', async () => {
    const status = await calls.create<CustomStatus>(scene.ops.token, { code: 'PRIV', name: 'Private' });
    const { rival, vendor } = await createOutsideStaff(t, JOB_OPERATIONS_PERMISSIONS);
    for (const outsider of [rival, vendor]) {
      await expectHiddenFromOtherCompany(t, PATH, {
        id: status.id,
        ownerToken: scene.ops.token,
        otherToken: outsider.token,
        body: { code: 'PRIV', name: 'Renamed' },
      });
      const before = await countRows(t.db);
      const res = await t.as(outsider.token).post(recordUrl, { customStatusId: status.id });
      expect(res.statusCode, res.body).toBe(404);
      expect(await countRows(t.db)).toEqual(before);
    }
  });
});
