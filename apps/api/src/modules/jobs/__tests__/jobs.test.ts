import { enquiryPath, JOB_PATHS, JOB_ROUTES, JOB_STATUS_DCSA_EVENTS } from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invoices,
  jobCustomStatusEntries,
  jobCustomStatuses,
  jobs,
  notifications,
  users,
} from '../../../db/schema';
import { createAdmin, createUser } from '../../../test/factories';
import { createShippedJobScene, type JobScene, jobState, lastMailTo } from '../../../test/job-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';

type JobItem = {
  id: number;
  reference: string;
  status: string;
  version: number;
  enquiryReference: string;
  customer: { id: number; name: string };
  mode: string;
  etd: string | null;
  eta: string | null;
  assignedTo: { id: number; fullName: string } | null;
  dcsaEvent: unknown;
  allowedMoves: { status: string; label: string }[];
  enquiry: { id: number };
  booking: { id: number };
  option: { lines: Record<string, unknown>[]; buyTotal: string | null; sellTotal: string };
};
type TimelineEntry = { key: string; kind: string; code: string; label: string; fromStatus: string | null };

let t: TestApp;
let a: JobScene;
let b: JobScene;
let c: JobScene;
beforeAll(async () => {
  t = await createTestApp();
  a = await createShippedJobScene(t);
  b = await createShippedJobScene(t, a);
  c = await createShippedJobScene(t, a);
}, 120_000);
afterAll(() => t.close());

const path = (p: string, id: number) => enquiryPath(p, { id });
const board = async (token: string, query = '') =>
  expectList<JobItem>(await t.as(token).get(`${JOB_PATHS.jobs}${query}`));
const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((x, y) => x - y);

async function insertInvoice(scene: JobScene, status: string, kind = 'invoice') {
  await t.db.insert(invoices).values({
    companyId: scene.forwarder.id,
    jobId: scene.job.id,
    customerCompanyId: scene.customerCompany.id,
    kind,
    status,
    currency: 'USD',
    lines: [],
    subtotal: '100.00',
    taxRate: '0',
    taxTotal: '0',
    total: '100.00',
    paidTotal: status === 'paid' ? '100.00' : '0',
  });
}

describe('the board', () => {
  it('filters, searches and pages the company’s jobs, and counts them by status', async () => {
    const ops = a.ops.token;
    const all = await board(ops, '?pageSize=100');
    expect(ids(all.items)).toEqual(ids([a.job, b.job, c.job]));
    const row = all.items.find((i) => i.id === a.job.id);
    expect(row).toMatchObject({
      reference: a.job.reference,
      status: 'QUED',
      statusLabel: 'queued',
      enquiryReference: a.enquiry.reference,
      customer: { id: a.customerCompany.id, name: a.customerCompany.name },
      mode: 'sea',
      originPort: { id: a.ports.seaOrigin },
      destinationPort: { id: a.ports.seaDestination },
      assignedTo: null,
    });

    // Dates and assignee, then a move, give the filters something to tell apart.
    const put = async (scene: JobScene, body: object) =>
      expectItem<JobItem>(await t.as(ops).put(path(JOB_PATHS.job, scene.job.id), { version: 0, ...body }));
    await put(a, { etd: '2026-12-01', eta: '2026-12-20', assignedTo: a.ops.id });
    await put(b, { etd: '2026-12-10', eta: '2027-01-05' });
    expectItem(await t.as(ops).post(path(JOB_PATHS.jobStatus, c.job.id), { status: 'SPBO', version: 0 }));

    expect(ids((await board(ops, '?status=SPBO')).items)).toEqual([c.job.id]);
    expect(ids((await board(ops, `?assignedTo=${a.ops.id}`)).items)).toEqual([a.job.id]);
    expect(ids((await board(ops, '?etdFrom=2026-12-05')).items)).toEqual([b.job.id]);
    expect(ids((await board(ops, '?etdTo=2026-12-05')).items)).toEqual([a.job.id]);
    expect(ids((await board(ops, '?etaFrom=2026-12-20&etaTo=2026-12-31')).items)).toEqual([a.job.id]);
    expect((await board(ops, '?mode=air')).total).toBe(0);
    expect((await board(ops, '?mode=sea')).total).toBe(3);
    expect((await board(ops, `?originPortId=${a.ports.seaOrigin}`)).total).toBe(3);
    expect((await board(ops, `?destinationPortId=${a.ports.seaOrigin}`)).total).toBe(0);
    expect((await board(ops, `?customerCompanyId=${a.customerCompany.id}`)).total).toBe(3);
    expect((await board(ops, `?customerCompanyId=${a.forwarder.id}`)).total).toBe(0);
    expect(ids((await board(ops, `?search=${a.job.reference}`)).items)).toEqual([a.job.id]);
    expect(ids((await board(ops, `?search=${b.enquiry.reference}`)).items)).toEqual([b.job.id]);
    expect((await board(ops, `?search=${encodeURIComponent(a.customerCompany.name)}`)).total).toBe(3);
    expect((await board(ops, '?search=%25_nothing')).total).toBe(0);

    // Pages never overlap, and cover the list.
    const pages = await Promise.all(
      [1, 2, 3].map((p) => board(ops, `?pageSize=1&page=${p}&sort=reference&order=asc`)),
    );
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
    expect(pages.map((p) => p.items[0]?.reference)).toEqual(
      [a.job.reference, b.job.reference, c.job.reference].sort(),
    );
    expect((await board(ops, '?pageSize=1&page=9')).items).toEqual([]);

    const dashboard = expectItem<{ total: number; byStatus: { status: string; count: number }[] }>(
      await t.as(a.docs.token).get(JOB_PATHS.jobDashboard),
    );
    expect(dashboard.total).toBe(3);
    expect(dashboard.byStatus).toContainEqual({ status: 'QUED', count: 2 });
    expect(dashboard.byStatus).toContainEqual({ status: 'SPBO', count: 1 });
    expect(dashboard.byStatus.map((s) => s.status)).not.toContain('BLAP');
  });
});

describe('one job', () => {
  it('shows the staff the option with its buy, the DCSA event and the moves allowed now', async () => {
    const job = expectItem<JobItem>(await t.as(a.ops.token).get(path(JOB_PATHS.job, a.job.id)));
    expect(job).toMatchObject({
      id: a.job.id,
      enquiry: { id: a.enquiry.id },
      dcsaEvent: JOB_STATUS_DCSA_EVENTS.QUED,
      option: { sellTotal: '1000.00', buyTotal: '900.00' },
    });
    expect(job.option.lines).toHaveLength(2);
    expect(job.option.lines[0]).toMatchObject({ label: 'Ocean freight', buy: '800.00', sell: '900.00' });
    const moves = job.allowedMoves.map((m) => m.status);
    expect(moves).toContain('SPBO');
    expect(moves).toContain('CNCL');
    // Not invoiced yet: the money guards keep PREC and CLOS off the menu; QUED is before SPBO: no BLAP.
    expect(moves).not.toContain('PREC');
    expect(moves).not.toContain('BLAP');
    // Documentation moves the job only by releasing the DO; accounts reads it and moves nothing.
    const docs = expectItem<JobItem>(await t.as(a.docs.token).get(path(JOB_PATHS.job, a.job.id)));
    expect(docs.allowedMoves.map((m) => m.status)).toEqual(['DORE']);
    expect(docs.option.buyTotal).toBe('900.00');
    const accounts = expectItem<JobItem>(await t.as(a.accounts.token).get(path(JOB_PATHS.job, a.job.id)));
    expect(accounts.allowedMoves).toEqual([]);
  });

  it('updates assignee and dates at the version read; a stale version is a 409 that changes nothing', async () => {
    const scene = await createShippedJobScene(t, a);
    const url = path(JOB_PATHS.job, scene.job.id);
    const first = t.as(scene.ops.token);
    const second = t.as(a.ops.token);
    const updated = expectItem<JobItem>(await first.put(url, { version: 0, assignedTo: scene.docs.id }));
    expect(updated).toMatchObject({ version: 1, assignedTo: { id: scene.docs.id } });
    const before = await countRows(t.db);
    const stored = await t.db.select().from(jobs).where(eq(jobs.id, scene.job.id));
    expectFieldError(await second.put(url, { version: 0, etd: '2026-12-01' }), 409, 'version');
    expectFieldError(
      await second.post(path(JOB_PATHS.jobStatus, scene.job.id), { status: 'SPBO', version: 0 }),
      409,
      'version',
    );
    expect(await countRows(t.db)).toEqual(before);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, scene.job.id))).toEqual(stored);

    // A field left out keeps its value; ETA never before the stored ETD.
    expectItem(await first.put(url, { version: 1, etd: '2026-12-10' }));
    expectFieldError(await first.put(url, { version: 2, eta: '2026-12-01' }), 400, 'eta');
    const kept = expectItem<JobItem>(await first.put(url, { version: 2, assignedTo: null }));
    expect(kept).toMatchObject({ etd: '2026-12-10', eta: null, assignedTo: null, version: 3 });
  });

  it('refuses an assignee of another company or disabled, and hostile bodies, changing nothing', async () => {
    const url = path(JOB_PATHS.job, a.job.id);
    const { version } = await jobState(t, a.job.id);
    const outsider = await createUser(t);
    const disabled = await createUser(t, { company: a.forwarder });
    await t.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    const before = await countRows(t.db);
    for (const id of [outsider.id, a.customerUser.id, disabled.id, 2147483000]) {
      expectFieldError(await t.as(a.ops.token).put(url, { version, assignedTo: id }), 400, 'assignedTo');
    }
    expect(await countRows(t.db)).toEqual(before);

    const putCases: HostileCase[] = [
      { name: 'no version', body: { etd: '2026-12-01' }, field: 'version' },
      { name: 'string version', body: { version: 'x' }, field: 'version' },
      { name: 'negative version', body: { version: -1 }, field: 'version' },
      { name: 'text assignee', body: { version, assignedTo: 'boss' }, field: 'assignedTo' },
      { name: 'object assignee', body: { version, assignedTo: { $ne: 1 } }, field: 'assignedTo' },
      { name: 'bad etd', body: { version, etd: '31/12/2026' }, field: 'etd' },
      { name: 'etd injection', body: { version, etd: "2026-12-01'; drop table jobs;--" }, field: 'etd' },
      { name: 'eta before etd', body: { version, etd: '2026-12-10', eta: '2026-12-01' }, field: 'eta' },
      { name: 'status smuggled', body: { version, status: 'CLOS' }, field: 'status' },
      { name: 'companyId smuggled', body: { version, companyId: 1 }, field: 'companyId' },
    ];
    await expectHostileRefused(t, a.ops.token, 'PUT', url, putCases);
    const statusCases: HostileCase[] = [
      { name: 'no status', body: { version }, field: 'status' },
      { name: 'unknown status', body: { version, status: 'DONE' }, field: 'status' },
      { name: 'lower-case status', body: { version, status: 'spbo' }, field: 'status' },
      { name: 'number status', body: { version, status: 7 }, field: 'status' },
      { name: 'array status', body: { version, status: ['SPBO'] }, field: 'status' },
      { name: 'no version', body: { status: 'SPBO' }, field: 'version' },
      { name: '10k remarks', body: { version, status: 'SPBO', remarks: LONG }, field: 'remarks' },
      { name: 'NUL in remarks', body: { version, status: 'SPBO', remarks: NUL }, field: 'remarks' },
      { name: 'userId smuggled', body: { version, status: 'SPBO', userId: 1 }, field: 'userId' },
    ];
    await expectHostileRefused(t, a.ops.token, 'POST', path(JOB_PATHS.jobStatus, a.job.id), statusCases);
    await expectHostileRefused(t, a.ops.token, 'POST', path(JOB_PATHS.jobApproveBl, a.job.id), [
      { name: 'no version', body: {}, field: 'version' },
      { name: 'status smuggled', body: { version, status: 'CLOS' }, field: 'status' },
    ]);
  });
});

describe('money guards', () => {
  it('receives payment only when every live invoice is paid, and closes only when none is open', async () => {
    const scene = await createShippedJobScene(t, a);
    const ops = t.as(scene.ops.token);
    const move = async (status: string) =>
      ops.post(path(JOB_PATHS.jobStatus, scene.job.id), {
        status,
        version: (await jobState(t, scene.job.id)).version,
      });
    expectItem(await move('PREL'));
    const refused = async (status: string, message: RegExp) => {
      const before = await countRows(t.db);
      expect(expectFieldError(await move(status), 409, 'status').defaultMessage).toMatch(message);
      expect(await countRows(t.db)).toEqual(before);
    };
    // No invoice at all; a credit note is no invoice.
    await insertInvoice(scene, 'issued', 'credit_note');
    await refused('PREC', /invoice/i);
    await insertInvoice(scene, 'cancelled');
    await refused('PREC', /paid/i);
    await insertInvoice(scene, 'draft');
    await refused('PREC', /paid/i);
    await t.db
      .update(invoices)
      .set({ status: 'issued' })
      .where(and(eq(invoices.jobId, scene.job.id), eq(invoices.status, 'draft')));
    await refused('PREC', /paid/i);
    await t.db
      .update(invoices)
      .set({ status: 'paid' })
      .where(
        and(eq(invoices.jobId, scene.job.id), eq(invoices.kind, 'invoice'), eq(invoices.status, 'issued')),
      );
    expectItem(await move('PREC'));
    expectItem(await move('PRTV'));
    await insertInvoice(scene, 'draft');
    await refused('CLOS', /draft or unpaid/);
    await t.db
      .update(invoices)
      .set({ status: 'cancelled' })
      .where(and(eq(invoices.jobId, scene.job.id), eq(invoices.status, 'draft')));
    expect(expectItem<JobItem>(await move('CLOS'))).toMatchObject({ status: 'CLOS', allowedMoves: [] });
  });
});

describe('the timeline', () => {
  it('merges the moves and the custom statuses, by time, labelled', async () => {
    const scene = await createShippedJobScene(t, a);
    t.clock.advance(60_000);
    expectItem(
      await t.as(scene.ops.token).post(path(JOB_PATHS.jobStatus, scene.job.id), {
        status: 'SPBO',
        version: 0,
        remarks: 'Space on MV Example',
      }),
    );
    const [custom] = await t.db
      .insert(jobCustomStatuses)
      .values({ companyId: scene.forwarder.id, code: 'SURV', name: 'Survey done' })
      .returning({ id: jobCustomStatuses.id });
    if (!custom) throw new Error('no custom status');
    // Recorded at the same instant as the move: the move comes first.
    await t.db.insert(jobCustomStatusEntries).values({
      companyId: scene.forwarder.id,
      jobId: scene.job.id,
      customStatusId: custom.id,
      remarks: 'Surveyor signed',
      recordedBy: scene.ops.id,
      recordedAt: t.clock.now,
    });
    t.clock.advance(60_000);
    expectItem(await t.as(scene.ops.token).post(path(JOB_PATHS.jobApproveBl, scene.job.id), { version: 1 }));
    const res = await t.as(scene.accounts.token).get(path(JOB_PATHS.jobHistory, scene.job.id));
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ data: { items: TimelineEntry[] } }>().data.items;
    expect(items.map((i) => [i.kind, i.code, i.fromStatus])).toEqual([
      ['status', 'QUED', null],
      ['status', 'SPBO', 'QUED'],
      ['custom', 'SURV', null],
      ['status', 'BLAP', 'SPBO'],
    ]);
    expect(items[1]).toMatchObject({
      label: 'space booked',
      remarks: 'Space on MV Example',
      dcsaEvent: JOB_STATUS_DCSA_EVENTS.SPBO,
      changedBy: { id: scene.ops.id },
    });
    expect(items[2]).toMatchObject({ label: 'Survey done', dcsaEvent: null, remarks: 'Surveyor signed' });
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length);
  });
});

describe('telling the customer', () => {
  it('notifies the customer’s users in the app and by e-mail on a move', async () => {
    const scene = await createShippedJobScene(t, a);
    expectItem(
      await t.as(scene.ops.token).post(path(JOB_PATHS.jobStatus, scene.job.id), {
        status: 'SPBO',
        version: 0,
        remarks: 'Vessel MV Example, voyage 12E',
      }),
    );
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, scene.customerUser.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({
      title: `${scene.job.reference} is now space booked`,
      link: enquiryPath(JOB_ROUTES.myJob, { id: scene.job.id }),
    });
    expect(note?.body).toContain('Vessel MV Example, voyage 12E');
    const mail = await lastMailTo(t, scene.customerUser.email);
    expect(mail?.subject).toBe(`${scene.job.reference} is now space booked`);
    expect(mail?.textBody).toContain(enquiryPath(JOB_ROUTES.myJob, { id: scene.job.id }));
    // The forwarder's staff are not told of their own move.
    const staffNotes = await t.db.select().from(notifications).where(eq(notifications.userId, scene.ops.id));
    expect(staffNotes.filter((n) => n.title.includes('is now'))).toEqual([]);
  });
});

describe('tenancy', () => {
  it('hides every route of a job from another forwarder, the customer and a vendor', async () => {
    const stranger = await createShippedJobScene(t);
    const customerAdmin = await createAdmin(t, { company: a.customerCompany });
    const vendorAdmin = await createAdmin(t, { company: await createVendorCompany(t) });
    const id = a.job.id;
    const { version } = await jobState(t, id);
    const before = await countRows(t.db);
    const stored = await t.db.select().from(jobs).where(eq(jobs.id, id));
    for (const token of [stranger.ops.token, stranger.admin.token, customerAdmin.token, vendorAdmin.token]) {
      const as = t.as(token);
      for (const res of [
        await as.get(path(JOB_PATHS.job, id)),
        await as.get(path(JOB_PATHS.jobHistory, id)),
        await as.put(path(JOB_PATHS.job, id), { version, etd: '2026-12-01' }),
        await as.post(path(JOB_PATHS.jobStatus, id), { status: 'CNCL', version }),
        await as.post(path(JOB_PATHS.jobApproveBl, id), { version }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
      }
      const listed = await board(token, '?pageSize=100');
      expect(listed.items.map((i) => i.id)).not.toContain(id);
      // References are numbered per forwarder: the stranger's own job may share it, never this one.
      const found = await board(token, `?search=${a.job.reference}`);
      expect(found.items.map((i) => i.id)).not.toContain(id);
    }
    // The customer's user holds no staff permission: the staff door is closed before any job is read.
    for (const res of [
      await t.as(a.customerUser.token).get(path(JOB_PATHS.job, id)),
      await t.as(a.customerUser.token).post(path(JOB_PATHS.jobStatus, id), { status: 'CNCL', version }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, id))).toEqual(stored);
  });
});
