import { AMENDMENT_MESSAGES, AMENDMENT_NOTIFICATION_KIND, enquiryPath, JOB_PATHS } from '@fastforward/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobs, statusHistory } from '../../../db/schema';
import { bookingForm } from '../../../test/booking-factories';
import { cubePackage } from '../../../test/enquiry-factories';
import {
  createJobOutsiders,
  createJobScene,
  JOB_OPERATIONS_PERMISSIONS,
  type JobScene,
  lastMailTo,
  notificationsOf,
} from '../../../test/job-factories';
import { expectHostileRefused, LONG, NUL } from '../../../test/organisation';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

type Amendment = {
  id: number;
  status: string;
  version: number;
  fields: string[];
  changes: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  reason: string;
  requestedBy: { id: number };
  decidedBy: { id: number } | null;
  responseRemarks: string | null;
};

const NEW_SHIPPER = {
  name: 'Acme Exports (Pune) Pvt Ltd',
  address: '4 Ring Road, Pune 411001, India',
  contact: 'Meera Shah',
  email: 'export@acme-pune.test',
  phone: '+91 20 5555 0102',
};
const NEW_CARGO = {
  description: 'Cotton T-shirts and shorts in cartons',
  hsCode: '6109.10',
  packageCount: 2,
  grossWeightKg: 13_100,
  marks: 'ACME/DXB/1-420',
};
const REQUEST = {
  changes: { shipper: NEW_SHIPPER, cargo: NEW_CARGO },
  reason: 'The goods ship from our Pune unit',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathsOf = (scene: JobScene) => ({
  staff: enquiryPath(JOB_PATHS.amendments, { id: scene.job.id }),
  mine: enquiryPath(JOB_PATHS.myJobAmendments, { id: scene.job.id }),
  respond: (amendmentId: number) =>
    enquiryPath(JOB_PATHS.amendmentResponse, { id: scene.job.id, amendmentId }),
});

const items = (res: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: Amendment[] } }>().data.items;
};

async function bookingOf(scene: JobScene) {
  const [job] = await t.db.select({ bookingId: jobs.bookingId }).from(jobs).where(eq(jobs.id, scene.job.id));
  const [row] = await t.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, job?.bookingId ?? 0));
  if (!row) throw new Error('no booking');
  return row;
}

async function requested(scene: JobScene, body: object = REQUEST) {
  return expectItem<Amendment>(await t.as(scene.customerUser.token).post(pathsOf(scene).mine, body), 201);
}

describe('amendment requests', () => {
  it('the customer asks, both doors list it, and operations is told in the app and by e-mail', async () => {
    const scene = await createJobScene(t);
    const paths = pathsOf(scene);
    const amendment = await requested(scene);
    expect(amendment).toMatchObject({
      status: 'requested',
      version: 0,
      fields: ['Shipper', 'Cargo'],
      changes: { shipper: NEW_SHIPPER, cargo: NEW_CARGO },
      previous: null,
      reason: REQUEST.reason,
      requestedBy: { id: scene.customerUser.id },
    });
    for (const token of [scene.ops.token, scene.docs.token, scene.accounts.token]) {
      expect(items(await t.as(token).get(paths.staff)).map((a) => a.id)).toEqual([amendment.id]);
    }
    expect(items(await t.as(scene.customerUser.token).get(paths.mine)).map((a) => a.id)).toEqual([
      amendment.id,
    ]);

    const told = await notificationsOf(t, scene.ops.id, AMENDMENT_NOTIFICATION_KIND.requested);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toContain(scene.job.reference);
    const mail = await lastMailTo(t, scene.ops.email);
    expect(mail?.subject).toContain(scene.job.reference);
  });

  it('keeps one open request per job (409), and takes another once it is answered', async () => {
    const scene = await createJobScene(t);
    const first = await requested(scene);
    const before = await countRows(t.db);
    const error = expectFieldError(
      await t
        .as(scene.customerUser.token)
        .post(pathsOf(scene).mine, { changes: { remarks: 'x' }, reason: 'y' }),
      409,
      'changes',
    );
    expect(error.defaultMessage).toBe(AMENDMENT_MESSAGES.openRequest);
    expect(await countRows(t.db)).toEqual(before);
    expectItem(
      await t
        .as(scene.ops.token)
        .post(pathsOf(scene).respond(first.id), { decision: 'rejected', version: 0, remarks: 'Too late' }),
    );
    await requested(scene, { changes: { remarks: 'Fragile' }, reason: 'Handle with care' });
  });

  it('approved: the booking takes the changes in one go, keeps what they replaced, and records it', async () => {
    const scene = await createJobScene(t);
    const booking = await bookingOf(scene);
    const amendment = await requested(scene);
    const approved = expectItem<Amendment>(
      await t
        .as(scene.ops.token)
        .post(pathsOf(scene).respond(amendment.id), { decision: 'approved', version: 0, remarks: 'Done' }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      version: 1,
      decidedBy: { id: scene.ops.id },
      responseRemarks: 'Done',
      previous: { shipper: bookingForm().shipper, cargo: bookingForm().cargo },
    });
    const after = await bookingOf(scene);
    expect(after.shipper).toEqual(NEW_SHIPPER);
    expect(after.cargo).toEqual(NEW_CARGO);
    expect(after.consignee).toEqual(booking.consignee);
    expect(after.remarks).toBe(booking.remarks);
    expect(after.version).toBe(booking.version + 1);

    const [history] = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'booking'), eq(statusHistory.recordId, booking.id)))
      .orderBy(desc(statusHistory.id))
      .limit(1);
    expect(history).toMatchObject({
      fromStatus: booking.status,
      toStatus: booking.status,
      changedBy: scene.ops.id,
      remarks: 'Amended: shipper, cargo',
    });
    const told = await notificationsOf(t, scene.customerUser.id, AMENDMENT_NOTIFICATION_KIND.decided);
    expect(told[0]?.title).toContain('approved');
    const mail = await lastMailTo(t, scene.customerUser.email);
    expect(mail?.subject).toContain('approved');
  });

  it('sets a notify party of its own, or makes the consignee the notify party again', async () => {
    const scene = await createJobScene(t);
    const party = { ...NEW_SHIPPER, name: 'Gulf Agents LLC', email: 'agents@gulf.test' };
    const first = await requested(scene, {
      changes: { notifySameAsConsignee: false, notifyParty: party },
      reason: 'Our agent takes the notice',
    });
    expect(first.fields).toEqual(['Notify party']);
    await t.as(scene.ops.token).post(pathsOf(scene).respond(first.id), { decision: 'approved', version: 0 });
    expect((await bookingOf(scene)).notifyParty).toEqual(party);

    const second = await requested(scene, {
      changes: { notifySameAsConsignee: true },
      reason: 'Back to normal',
    });
    const answered = expectItem<Amendment>(
      await t
        .as(scene.ops.token)
        .post(pathsOf(scene).respond(second.id), { decision: 'approved', version: 0 }),
    );
    expect(answered.previous).toEqual({ notifyParty: party });
    expect((await bookingOf(scene)).notifyParty).toBeNull();
  });

  it('rejected: needs remarks, leaves the booking as it was, and tells the customer', async () => {
    const scene = await createJobScene(t);
    const booking = await bookingOf(scene);
    const amendment = await requested(scene);
    const url = pathsOf(scene).respond(amendment.id);
    const before = await countRows(t.db);
    expect(
      expectFieldError(
        await t.as(scene.ops.token).post(url, { decision: 'rejected', version: 0 }),
        400,
        'remarks',
      ).defaultMessage,
    ).toBe(AMENDMENT_MESSAGES.rejectRemarks);
    expect(await countRows(t.db)).toEqual(before);
    const rejected = expectItem<Amendment>(
      await t
        .as(scene.ops.token)
        .post(url, { decision: 'rejected', version: 0, remarks: 'The B/L is issued' }),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      previous: null,
      responseRemarks: 'The B/L is issued',
    });
    expect(await bookingOf(scene)).toEqual(booking);
    const told = await notificationsOf(t, scene.customerUser.id, AMENDMENT_NOTIFICATION_KIND.decided);
    expect(told[0]?.body).toContain('The B/L is issued');
  });

  it('a stale version and an answered request are 409s that change nothing', async () => {
    const scene = await createJobScene(t);
    const amendment = await requested(scene);
    const url = pathsOf(scene).respond(amendment.id);
    const ops = t.as(scene.ops.token);
    const before = await countRows(t.db);
    const booking = await bookingOf(scene);
    expectFieldError(await ops.post(url, { decision: 'approved', version: 7 }), 409, 'version');
    expect(await countRows(t.db)).toEqual(before);
    expect(await bookingOf(scene)).toEqual(booking);
    expectItem(await ops.post(url, { decision: 'approved', version: 0 }));
    const answered = await countRows(t.db);
    const approvedBooking = await bookingOf(scene);
    expectFieldError(
      await ops.post(url, { decision: 'rejected', version: 0, remarks: 'Changed my mind' }),
      409,
      'decision',
    );
    expect(await countRows(t.db)).toEqual(answered);
    expect(await bookingOf(scene)).toEqual(approvedBooking);
  });

  it('refuses empty and invalid changes naming the field, and hostile bodies', async () => {
    const scene = await createJobScene(t);
    const url = pathsOf(scene).mine;
    const customer = t.as(scene.customerUser.token);
    const before = await countRows(t.db);
    expect(
      expectFieldError(await customer.post(url, { changes: {}, reason: 'Nothing' }), 400, 'changes')
        .defaultMessage,
    ).toBe(AMENDMENT_MESSAGES.nothingToChange);
    expectFieldError(
      await customer.post(url, { changes: { shipper: { ...NEW_SHIPPER, email: 'not-mail' } }, reason: 'x' }),
      400,
      'changes.shipper.email',
    );
    expectFieldError(
      await customer.post(url, { changes: { notifySameAsConsignee: false }, reason: 'x' }),
      400,
      'changes.notifyParty',
    );
    expectFieldError(await customer.post(url, { changes: { remarks: 'Fragile' } }), 400, 'reason');
    const lines = (containerSizeId: number) => ({
      changes: {
        cargo: {
          ...NEW_CARGO,
          grossWeightKg: 13_000,
          containers: [{ containerSizeId, count: 2, weightKgEach: 6500 }],
        },
      },
      reason: 'Heavier boxes',
    });
    expectFieldError(
      await customer.post(url, lines(999_999)),
      400,
      'changes.cargo.containers.0.containerSizeId',
    );
    expectFieldError(
      await customer.post(url, {
        ...lines(scene.containerSizeId),
        changes: {
          cargo: { ...NEW_CARGO, containers: lines(scene.containerSizeId).changes.cargo.containers },
        },
      }),
      400,
      'changes.cargo.grossWeightKg',
    );
    expectFieldError(
      await customer.post(url, {
        changes: {
          cargo: {
            ...NEW_CARGO,
            packageCount: 1,
            grossWeightKg: 5,
            packages: [cubePackage(5)],
          },
        },
        reason: 'x',
      }),
      400,
      'changes.cargo.packages',
    );
    expect(await countRows(t.db)).toEqual(before);
    const amended = expectItem<Amendment & { changes: { cargo: unknown } }>(
      await customer.post(url, lines(scene.containerSizeId)),
      201,
    );
    expect(amended.changes.cargo).toMatchObject({
      packageCount: 2,
      grossWeightKg: 13_000,
      containers: [
        {
          containerSizeId: scene.containerSizeId,
          containerSizeName: expect.stringContaining('20'),
          weightKgEach: 6500,
        },
      ],
    });
    await t
      .as(scene.ops.token)
      .post(pathsOf(scene).respond(amended.id), { decision: 'rejected', version: 0, remarks: 'Not now' });
    await expectHostileRefused(t, scene.customerUser.token, 'POST', url, [
      { name: 'missing changes', body: { reason: 'x' }, field: 'changes' },
      { name: 'changes as text', body: { changes: 'all', reason: 'x' }, field: 'changes' },
      {
        name: 'unknown field',
        body: { changes: { consigneeId: 3 }, reason: 'x' },
        field: 'changes.consigneeId',
      },
      { name: 'status', body: { ...REQUEST, status: 'approved' }, field: 'status' },
      { name: '10k reason', body: { ...REQUEST, reason: LONG }, field: 'reason' },
      { name: 'NUL reason', body: { ...REQUEST, reason: NUL }, field: 'reason' },
      { name: 'NUL remarks', body: { changes: { remarks: NUL }, reason: 'x' }, field: 'changes.remarks' },
      { name: 'array body', body: [REQUEST], field: 'body' },
    ]);
    const amendment = await requested(scene);
    await expectHostileRefused(t, scene.ops.token, 'POST', pathsOf(scene).respond(amendment.id), [
      { name: 'missing decision', body: { version: 0 }, field: 'decision' },
      { name: 'other decision', body: { decision: 'maybe', version: 0 }, field: 'decision' },
      { name: 'missing version', body: { decision: 'approved' }, field: 'version' },
      { name: 'changes smuggled', body: { decision: 'approved', version: 0, changes: {} }, field: 'changes' },
    ]);
  });

  it('takes no request and no answer on a closed or cancelled job (409)', async () => {
    const scene = await createJobScene(t);
    const amendment = await requested(scene);
    for (const status of ['CLOS', 'CNCL']) {
      await t.db.update(jobs).set({ status }).where(eq(jobs.id, scene.job.id));
      const before = await countRows(t.db);
      expectFieldError(
        await t
          .as(scene.ops.token)
          .post(pathsOf(scene).respond(amendment.id), { decision: 'approved', version: 0 }),
        409,
        'status',
      );
      expectFieldError(
        await t.as(scene.customerUser.token).post(pathsOf(scene).mine, REQUEST),
        409,
        'status',
      );
      expect(await countRows(t.db)).toEqual(before);
    }
  });

  it('is a 404 to another forwarder, a vendor and another customer, changing nothing', async () => {
    const scene = await createJobScene(t);
    const paths = pathsOf(scene);
    const amendment = await requested(scene);
    const { rival, vendor, otherCustomer } = await createJobOutsiders(t, scene, JOB_OPERATIONS_PERMISSIONS);
    const before = await countRows(t.db);
    const booking = await bookingOf(scene);
    for (const outsider of [rival, vendor]) {
      for (const res of [
        await t.as(outsider.token).get(paths.staff),
        await t.as(outsider.token).post(paths.respond(amendment.id), { decision: 'approved', version: 0 }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
      }
    }
    for (const res of [
      await t.as(otherCustomer.user.token).get(paths.mine),
      await t.as(otherCustomer.user.token).post(paths.mine, { changes: { remarks: 'x' }, reason: 'y' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // The customer answers nothing; the staff ask nothing through the customer's door.
    expect(
      (
        await t
          .as(scene.customerUser.token)
          .post(paths.respond(amendment.id), { decision: 'approved', version: 0 })
      ).statusCode,
    ).toBe(403);
    expect((await t.as(scene.ops.token).post(paths.mine, REQUEST)).statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
    // Another job's request is not found through this job.
    const second = await createJobScene(t);
    const afterScene = await countRows(t.db);
    const foreign = enquiryPath(JOB_PATHS.amendmentResponse, {
      id: second.job.id,
      amendmentId: amendment.id,
    });
    expect(
      (await t.as(second.ops.token).post(foreign, { decision: 'approved', version: 0 })).statusCode,
    ).toBe(404);
    expect(await countRows(t.db)).toEqual(afterScene);
    expect(await bookingOf(scene)).toEqual(booking);
  });
});
