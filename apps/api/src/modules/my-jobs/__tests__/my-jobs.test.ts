import {
  enquiryPath,
  JOB_PATHS,
  type Job,
  type JobListItem,
  type JobStatusCode,
  type JobTimelineEntry,
  type MyJobDashboard,
} from '@fastforward/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, jobCustomStatusEntries, jobCustomStatuses, notifications } from '../../../db/schema';
import { createShippedJobScene, type JobScene, jobState } from '../../../test/job-factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import { expectHostileRefused, hostileBodies } from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRegisteredVendor } from '../../../test/vendor-forward-factories';

const P = JOB_PATHS;
const at = (path: string, id: number) => enquiryPath(path, { id });

let t: TestApp;
/** Acme's job with its forwarder. */
let scene: JobScene;
/** Another customer of the same forwarder, with a job of its own. */
let neighbour: JobScene;
/** Another forwarder and its customer. */
let foreign: JobScene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createShippedJobScene(t);
  const kyc = await createApprovedKyc(t, { forwarder: scene.forwarder, salesUser: scene.sales });
  neighbour = await createShippedJobScene(t, {
    ...scene,
    kyc,
    customerCompany: kyc.company,
    customerUser: kyc.user,
  });
  foreign = await createShippedJobScene(t);
}, 120_000);
afterAll(() => t.close());

/** Operations moves the job (the staff door) to `status`. */
async function staffMove(s: JobScene, jobId: number, status: JobStatusCode, remarks?: string) {
  const { version } = await jobState(t, jobId);
  const res = await t.as(s.ops.token).post(at(P.jobStatus, jobId), { status, version, remarks });
  expect(res.statusCode, res.body).toBe(200);
}

async function addInvoice(s: JobScene, jobId: number, status: 'draft' | 'issued', number: string | null) {
  await t.db.insert(invoices).values({
    companyId: s.forwarder.id,
    jobId,
    customerCompanyId: s.customerCompany.id,
    kind: 'invoice',
    number,
    status,
    currency: 'USD',
    lines: [],
    subtotal: '1000.00',
    taxRate: '0',
    taxTotal: '0',
    total: '1000.00',
  });
}

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe('the customer door', () => {
  it('lists, counts and shows only jobs opened for the caller’s company', async () => {
    const token = scene.customerUser.token;
    const page = expectList<JobListItem>(await t.as(token).get(P.myJobs));
    expect(page.items.map((j) => j.id)).toEqual([scene.job.id]);
    expect(page.items[0]).toMatchObject({ reference: scene.job.reference, status: 'QUED' });
    expect(
      expectList<JobListItem>(await t.as(neighbour.customerUser.token).get(P.myJobs)).items.map((j) => j.id),
    ).toEqual([neighbour.job.id]);

    expect(expectList(await t.as(token).get(`${P.myJobs}?group=inTransit`)).items).toHaveLength(0);
    expect(expectList(await t.as(token).get(`${P.myJobs}?group=open&status=QUED`)).items).toHaveLength(1);
    expect(
      expectList(await t.as(token).get(`${P.myJobs}?search=${encodeURIComponent(scene.job.reference)}`))
        .total,
    ).toBe(1);
    expectFieldError(
      await t.as(token).get(`${P.myJobs}?customerCompanyId=${neighbour.customerCompany.id}`),
      400,
      'customerCompanyId',
    );

    const dashboard = expectItem<MyJobDashboard>(await t.as(token).get(P.myJobDashboard));
    expect(dashboard).toEqual({
      total: 1,
      byGroup: [
        { group: 'open', count: 1 },
        { group: 'inTransit', count: 0 },
        { group: 'closed', count: 0 },
      ],
    });
    const job = expectItem<Job>(await t.as(token).get(at(P.myJob, scene.job.id)));
    expect(job).toMatchObject({ id: scene.job.id, status: 'QUED', allowedMoves: [] });
  });

  it('answers 404 for another customer’s job, of the same forwarder or another, and changes nothing', async () => {
    const token = scene.customerUser.token;
    const before = await countRows(t.db);
    for (const other of [neighbour.job.id, foreign.job.id]) {
      expect((await t.as(token).get(at(P.myJob, other))).statusCode).toBe(404);
      expect((await t.as(token).get(at(P.myJobHistory, other))).statusCode).toBe(404);
      const { version } = await jobState(t, other);
      expect((await t.as(token).post(at(P.myJobPaymentReleased, other), { version })).statusCode).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('is closed to the forwarder’s staff and to vendors', async () => {
    const vendor = await createRegisteredVendor(t, scene.forwarder);
    const before = await countRows(t.db);
    for (const user of [scene.ops, scene.admin, scene.accounts, vendor.user]) {
      for (const url of [
        P.myJobs,
        P.myJobDashboard,
        at(P.myJob, scene.job.id),
        at(P.myJobHistory, scene.job.id),
      ]) {
        expect((await t.as(user.token).get(url)).statusCode, url).toBe(403);
      }
      const { version } = await jobState(t, scene.job.id);
      const res = await t.as(user.token).post(at(P.myJobPaymentReleased, scene.job.id), { version });
      expect(res.statusCode).toBe(403);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it('shows the job with sell-only lines and no buy figure anywhere', async () => {
    const res = await t.as(scene.customerUser.token).get(at(P.myJob, scene.job.id));
    const job = expectItem<Job>(res);
    expect(job.option.sellTotal).toBe('1000.00');
    expect(job.option.buyTotal).toBeNull();
    expect(job.option.lines.map((l) => l.label)).toEqual(['Ocean freight', 'Terminal handling (origin)']);
    const buyKeys = keysOf(res.json()).filter((k) => /buy|floor|margin|vendor/i.test(k));
    expect(buyKeys).toEqual(['buyTotal']);
    const staff = expectItem<Job>(await t.as(scene.ops.token).get(at(P.job, scene.job.id)));
    expect(staff.option.buyTotal).toBe('900.00');
  });
});

describe('the timeline', () => {
  it('shows the status moves with their remarks and custom statuses without theirs', async () => {
    await staffMove(scene, scene.job.id, 'SPBO', 'Space confirmed on MSC Aurora');
    const [status] = await t.db
      .insert(jobCustomStatuses)
      .values({ companyId: scene.forwarder.id, code: 'VGMS', name: 'VGM submitted' })
      .returning({ id: jobCustomStatuses.id });
    await t.db.insert(jobCustomStatusEntries).values({
      companyId: scene.forwarder.id,
      jobId: scene.job.id,
      customStatusId: status?.id ?? 0,
      remarks: 'Chased the shipper twice',
      recordedBy: scene.ops.id,
      recordedAt: t.clock.now,
    });
    const res = await t.as(scene.customerUser.token).get(at(P.myJobHistory, scene.job.id));
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<{ data: { items: JobTimelineEntry[] } }>().data.items;
    expect(entries.map((e) => [e.kind, e.code])).toEqual([
      ['status', 'QUED'],
      ['status', 'SPBO'],
      ['custom', 'VGMS'],
    ]);
    expect(entries[1]?.remarks).toBe('Space confirmed on MSC Aurora');
    expect(entries[2]).toMatchObject({ label: 'VGM submitted', remarks: null });
    expect(res.body).not.toContain('Chased the shipper');
  });
});

describe('payment released', () => {
  const url = () => at(P.myJobPaymentReleased, neighbour.job.id);
  const token = () => neighbour.customerUser.token;

  it('is refused (409, nothing changed) until the job stands right before PREL with an issued invoice', async () => {
    await addInvoice(neighbour, neighbour.job.id, 'issued', 'INV-N-1');
    let before = await countRows(t.db);
    let { version } = await jobState(t, neighbour.job.id);
    expectFieldError(await t.as(token()).post(url(), { version }), 409, 'status');
    expect(await countRows(t.db)).toEqual(before);

    await t.db.delete(invoices).where(eq(invoices.jobId, neighbour.job.id));
    await staffMove(neighbour, neighbour.job.id, 'ADPL');
    await addInvoice(neighbour, neighbour.job.id, 'draft', null);
    before = await countRows(t.db);
    ({ version } = await jobState(t, neighbour.job.id));
    expect(expectItem<Job>(await t.as(token()).get(at(P.myJob, neighbour.job.id))).allowedMoves).toEqual([]);
    expectFieldError(await t.as(token()).post(url(), { version }), 409, 'status');
    expect(await countRows(t.db)).toEqual(before);
  });

  it('refuses hostile bodies, naming the field, changing nothing', async () => {
    const { version } = await jobState(t, neighbour.job.id);
    await expectHostileRefused(
      t,
      token(),
      'POST',
      url(),
      hostileBodies(
        { version, reference: 'TT-1' },
        { required: 'version', text: 'reference', number: 'version', prose: true },
        [
          { name: 'a status of its choosing', body: { version, status: 'CLOS' }, field: 'status' },
          { name: 'negative version', body: { version: -1 }, field: 'version' },
        ],
      ),
    );
  });

  it('records PREL with the reference once invoiced, tells the forwarder, and refuses a stale copy', async () => {
    await t.db
      .update(invoices)
      .set({ status: 'issued', number: 'INV-N-2' })
      .where(eq(invoices.jobId, neighbour.job.id));
    const shown = expectItem<Job>(await t.as(token()).get(at(P.myJob, neighbour.job.id)));
    expect(shown.allowedMoves).toEqual([{ status: 'PREL', label: 'payment released' }]);

    const before = await countRows(t.db);
    expectFieldError(await t.as(token()).post(url(), { version: shown.version - 1 }), 409, 'version');
    expect(await countRows(t.db)).toEqual(before);

    const moved = expectItem<Job>(
      await t.as(token()).post(url(), { version: shown.version, reference: 'TT-2026-118' }),
    );
    // PREL is the forwarder's internal step: the customer reads the job as delivered still.
    expect(moved).toMatchObject({
      status: 'ADPL',
      statusLabel: 'arrived at delivery place',
      version: shown.version + 1,
      allowedMoves: [],
    });
    const listed = (await t.as(token()).get(P.myJobs)).json<{ data: { items: Job[] } }>().data.items;
    expect(listed.find((j) => j.id === neighbour.job.id)).toMatchObject({ status: 'ADPL' });
    const delivered = (await t.as(token()).get(`${P.myJobs}?status=ADPL`)).json<{ data: { items: Job[] } }>()
      .data.items;
    expect(delivered.map((j) => j.id)).toContain(neighbour.job.id);
    const history = (await t.as(neighbour.ops.token).get(at(P.jobHistory, neighbour.job.id))).json<{
      data: { items: JobTimelineEntry[] };
    }>().data.items;
    expect(history.at(-1)).toMatchObject({
      code: 'PREL',
      fromStatus: 'ADPL',
      changedBy: { id: neighbour.customerUser.id },
      remarks: 'Payment released by the customer, reference TT-2026-118.',
    });
    const [told] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.userId, neighbour.admin.id), eq(notifications.kind, 'job-payment-released')),
      );
    expect(told?.n).toBe(1);

    expectFieldError(await t.as(token()).post(url(), { version: moved.version }), 409, 'status');
    expect((await jobState(t, neighbour.job.id)).status).toBe('PREL');
  });
});
