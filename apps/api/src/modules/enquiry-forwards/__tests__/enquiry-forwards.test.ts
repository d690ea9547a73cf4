import {
  ALREADY_FORWARDED,
  ENQUIRY_FORWARD_NOTIFICATION_KIND,
  type Forward,
  type ForwardResult,
  PERMISSIONS,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiryForwards, rateEnquiries, statusHistory } from '../../../db/schema';
import { hashToken } from '../../../lib/crypto';
import { moveEnquiryTo } from '../../../test/enquiry-factories';
import { createAdmin, createUser } from '../../../test/factories';
import {
  forwardBody,
  forwardsPath,
  forwardTo,
  mailsTo,
  makeRemindersDue,
  moveForward,
  notificationsOf,
  reminderJobsData,
  tokenInMail,
} from '../../../test/forward-factories';
import { expectHostileRefused, LONG, NUL } from '../../../test/organisation';
import { createVendor } from '../../../test/rate-factories';
import { expectFieldError } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createVendorCompany } from '../../../test/vendor-factories';
import {
  createForwardScene,
  createRegisteredVendor,
  type ForwardScene,
} from '../../../test/vendor-forward-factories';
import { forwardTransitions } from '../forward-transitions';

const HOUR_MS = 3_600_000;
/** Each test builds a forwarder, a customer, vendors and their signed-in users: slow on a loaded machine. */
const SCENE_TIMEOUT = { timeout: 120_000 };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const forwardRows = (scene: ForwardScene) =>
  t.db.select().from(enquiryForwards).where(eq(enquiryForwards.enquiryId, scene.enquiry.id));

async function listForwards(scene: ForwardScene, token = scene.pricing.token): Promise<Forward[]> {
  const res = await t.as(token).get(forwardsPath(scene.enquiry));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: Forward[] } }>().data.items;
}

/** Puts the enquiry in a status the flow reaches elsewhere (a reject or a cancel, or not yet accepted). */
const setEnquiryStatus = (scene: ForwardScene, status: 'received' | 'rejected' | 'cancelled') =>
  t.db.update(rateEnquiries).set({ status }).where(eq(rateEnquiries.id, scene.enquiry.id));

/** An e-mail-only vendor of the scene's forwarder, with its address. */
async function emailVendor(scene: ForwardScene, modes?: string[]) {
  const row = await createVendor(t, { companyId: scene.forwarder.id, ...(modes ? { modes } : {}) });
  return { id: row.id, email: row.contactEmail as string, name: row.name };
}

describe('POST forwards', SCENE_TIMEOUT, () => {
  it('forwards to a registered and an e-mail-only vendor: Received, history, in-app and mail, token hashed', async () => {
    const scene = await createForwardScene(t);
    const registered = await createRegisteredVendor(t, scene.forwarder);
    // A user of the vendor without the forwards permissions hears nothing.
    const bystander = await createUser(t, {
      company: registered.company,
      permissions: [PERMISSIONS.viewMailOutbox],
    });
    const byMail = await emailVendor(scene);

    const res = await t
      .as(scene.pricing.token)
      .post(
        forwardsPath(scene.enquiry),
        forwardBody(t, [registered.vendorId, byMail.id], { requiredCharges: ['freight', 'originCharges'] }),
      );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: { results: ForwardResult[] } }>();
    expect(body.message).toBe('Forwarded to 2 vendors.');
    expect(body.data.results.map((r) => [r.vendorId, r.outcome, r.label])).toEqual([
      [registered.vendorId, 'received', 'Received'],
      [byMail.id, 'received', 'Received'],
    ]);

    const rows = await forwardRows(scene);
    expect(rows.map((r) => r.status)).toEqual(['received', 'received']);
    const [inApp, link] = rows as [typeof enquiryForwards.$inferSelect, typeof enquiryForwards.$inferSelect];
    expect(inApp.vendorCompanyId).toBe(registered.company.id);
    expect(inApp.tokenHash).toBeNull();
    expect(link.requiredCharges).toEqual(['freight', 'originCharges']);
    expect(link.forwardedBy).toBe(scene.pricing.id);

    const history = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordType, 'forward'), eq(statusHistory.recordId, link.id)));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, 'received', scene.pricing.id],
    ]);

    // The e-mail-only vendor's mail carries the link; only its hash is stored, expiring in 7 days.
    const [mail] = await mailsTo(t, byMail.email);
    expect(mail?.subject).toContain(scene.enquiry.reference);
    expect(mail?.textBody).toContain(`${t.config.publicAppUrl}/rateEnquiryResponseForm?token=`);
    const token = tokenInMail(mail?.textBody ?? '') as string;
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(link.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(await reminderJobsData(t))).not.toContain(token);
    expect(link.tokenExpiresAt?.getTime()).toBe(t.clock.now.getTime() + 7 * 24 * HOUR_MS);
    // It opens through the vendor's door.
    const opened = await t.as().get(`/api/rate-enquiry-response?token=${token}`);
    expect(opened.statusCode, opened.body).toBe(200);

    // The cargo and route, never the customer.
    for (const text of [mail?.textBody ?? '']) {
      expect(text).toContain(scene.enquiry.originPort.name);
      expect(text).toContain('Containers: 2 x');
      expect(text).toContain('Origin charges');
      expect(text).not.toContain(scene.customerCompany.name);
      expect(text).not.toContain(scene.enquiry.customer.name);
      expect(text).not.toContain('Factory enquiry');
    }

    // The registered vendor's answerer: in the app and by mail, with its page.
    const [notice] = await notificationsOf(
      t,
      registered.user.id,
      ENQUIRY_FORWARD_NOTIFICATION_KIND.forwarded,
    );
    expect(notice?.link).toBe(`/dashboard/vendor-forwards/${inApp.id}`);
    const [vendorMail] = await mailsTo(t, registered.user.email);
    expect(vendorMail?.textBody).toContain(`/dashboard/vendor-forwards/${inApp.id}`);
    expect(vendorMail?.textBody).not.toContain(scene.customerCompany.name);
    expect(await mailsTo(t, bystander.email)).toEqual([]);
  });

  it("reports 'Already Forwarded' on a second forward to a vendor, and forwards the new ones", async () => {
    const scene = await createForwardScene(t);
    const first = await emailVendor(scene);
    const second = await emailVendor(scene);
    await forwardTo(t, scene, [first.id]);

    const res = await t
      .as(scene.pricing.token)
      .post(forwardsPath(scene.enquiry), forwardBody(t, [first.id, second.id]));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: { results: ForwardResult[] } }>();
    expect(body.data.results.map((r) => [r.vendorId, r.label])).toEqual([
      [first.id, ALREADY_FORWARDED],
      [second.id, 'Received'],
    ]);
    expect(body.message).toBe('Forwarded to 1 vendor; 1 already forwarded.');
    expect(await forwardRows(scene)).toHaveLength(2);
    expect(await mailsTo(t, first.email)).toHaveLength(1);
  });

  it('stores one forward of 20 concurrent forwards to the same vendor', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.as(scene.pricing.token).post(forwardsPath(scene.enquiry), forwardBody(t, [vendor.id])),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const labels = answers.map(
      (a) => a.json<{ data: { results: ForwardResult[] } }>().data.results[0]?.label,
    );
    expect(labels.filter((l) => l === 'Received')).toHaveLength(1);
    expect(labels.filter((l) => l === ALREADY_FORWARDED)).toHaveLength(19);
    expect(await forwardRows(scene)).toHaveLength(1);
    expect(await mailsTo(t, vendor.email)).toHaveLength(1);
  });

  it.each(['received', 'rejected', 'cancelled', 'selected'] as const)(
    'refuses to forward a %s enquiry',
    async (status) => {
      const scene = await createForwardScene(t);
      const vendor = await emailVendor(scene);
      if (status === 'selected') await moveEnquiryTo(t, scene, scene.enquiry, 'selected');
      else await setEnquiryStatus(scene, status);
      const before = await countRows(t.db);
      const res = await t
        .as(scene.pricing.token)
        .post(forwardsPath(scene.enquiry), forwardBody(t, [vendor.id]));
      expect(expectFieldError(res, 409, 'status').defaultMessage).toBe(
        'Only an accepted enquiry can be forwarded to vendors',
      );
      expect(await countRows(t.db)).toEqual(before);
    },
  );

  it('forwards a negotiating enquiry', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    await moveEnquiryTo(t, scene, scene.enquiry, 'negotiating');
    expect((await forwardTo(t, scene, [vendor.id]))[0]?.label).toBe('Received');
  });

  it('refuses a deadline not in the future or beyond the link life, and vendors not of the list', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    const airOnly = await emailVendor(scene, ['air']);
    const other = await createForwardScene(t);
    const othersVendor = await createVendor(t, { companyId: other.forwarder.id });
    const before = await countRows(t.db);
    const post = (body: object) => t.as(scene.pricing.token).post(forwardsPath(scene.enquiry), body);
    const at = (hours: number) => new Date(t.clock.now.getTime() + hours * HOUR_MS).toISOString();

    expectFieldError(await post(forwardBody(t, [vendor.id], { deadlineAt: at(-1) })), 400, 'deadlineAt');
    expectFieldError(await post(forwardBody(t, [vendor.id], { deadlineAt: at(0) })), 400, 'deadlineAt');
    const far = expectFieldError(
      await post(forwardBody(t, [vendor.id], { deadlineAt: at(7 * 24 + 1) })),
      400,
      'deadlineAt',
    );
    expect(far.defaultMessage).toBe('Deadline must be at most 7 days away');
    expectFieldError(await post(forwardBody(t, [vendor.id, othersVendor.id])), 400, 'vendorIds.1');
    expectFieldError(await post(forwardBody(t, [2_147_483_000])), 400, 'vendorIds.0');
    expectFieldError(await post(forwardBody(t, [airOnly.id])), 400, 'vendorIds.0');
    expect(await countRows(t.db)).toEqual(before);
    // Exactly the link's life is allowed.
    expect((await forwardTo(t, scene, [vendor.id], { deadlineAt: at(7 * 24) }))[0]?.label).toBe('Received');
  });

  it('refuses hostile bodies, naming the field, storing nothing', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    const valid = forwardBody(t, [vendor.id]);
    await expectHostileRefused(t, scene.pricing.token, 'POST', forwardsPath(scene.enquiry), [
      { name: 'missing vendorIds', body: { ...valid, vendorIds: undefined }, field: 'vendorIds' },
      { name: 'empty vendorIds', body: { ...valid, vendorIds: [] }, field: 'vendorIds' },
      { name: 'string vendor id', body: { ...valid, vendorIds: ['1'] }, field: 'vendorIds.0' },
      { name: 'negative vendor id', body: { ...valid, vendorIds: [-3] }, field: 'vendorIds.0' },
      { name: 'fractional vendor id', body: { ...valid, vendorIds: [1.5] }, field: 'vendorIds.0' },
      { name: 'huge vendor id', body: { ...valid, vendorIds: [1e20] }, field: 'vendorIds.0' },
      {
        name: '51 vendors',
        body: { ...valid, vendorIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        field: 'vendorIds',
      },
      {
        name: 'unknown required charge',
        body: { ...valid, requiredCharges: ['bribe'] },
        field: 'requiredCharges.0',
      },
      {
        name: 'object required charges',
        body: { ...valid, requiredCharges: { $ne: 1 } },
        field: 'requiredCharges',
      },
      { name: 'missing deadline', body: { ...valid, deadlineAt: undefined }, field: 'deadlineAt' },
      { name: 'date-only deadline', body: { ...valid, deadlineAt: '2030-01-01' }, field: 'deadlineAt' },
      { name: 'number deadline', body: { ...valid, deadlineAt: 1_900_000_000_000 }, field: 'deadlineAt' },
      { name: 'NUL in message', body: { ...valid, message: NUL }, field: 'message' },
      { name: '10k message', body: { ...valid, message: LONG }, field: 'message' },
      { name: 'number message', body: { ...valid, message: 42 }, field: 'message' },
      { name: 'companyId', body: { ...valid, companyId: 2 }, field: 'companyId' },
      { name: 'status', body: { ...valid, status: 'accepted' }, field: 'status' },
      { name: 'tokenHash', body: { ...valid, tokenHash: 'x' }, field: 'tokenHash' },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
      {
        name: '__proto__',
        body: null,
        raw: JSON.stringify(valid).replace(/}$/, ',"__proto__":{"isAdmin":true}}'),
        field: 'body',
      },
    ]);
  });

  it('hides the enquiry from another forwarder, a customer and a vendor (404), changing nothing', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    await forwardTo(t, scene, [vendor.id]);
    const registered = await createRegisteredVendor(t, scene.forwarder);
    const outsiders = [
      await createAdmin(t),
      await createAdmin(t, { company: scene.customerCompany }),
      await createAdmin(t, { company: registered.company }),
      await createAdmin(t, { company: await createVendorCompany(t) }),
    ];
    const before = await countRows(t.db);
    for (const outsider of outsiders) {
      const as = t.as(outsider.token);
      for (const res of [
        await as.get(forwardsPath(scene.enquiry)),
        await as.get(`${forwardsPath(scene.enquiry)}/comparison`),
        await as.post(forwardsPath(scene.enquiry), forwardBody(t, [vendor.id])),
      ]) {
        expect(res.statusCode, `${outsider.company.name}: ${res.body}`).toBe(404);
      }
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await listForwards(scene)).toHaveLength(1);
  });
});

describe('forward transitions', SCENE_TIMEOUT, () => {
  it('moves Received to Accepted or Rejected only; the final ones refuse every move', async () => {
    const scene = await createForwardScene(t);
    const [a, b] = [await emailVendor(scene), await emailVendor(scene)];
    const [first, second] = await forwardTo(t, scene, [a.id, b.id]);
    const move = async (id: number, to: string) => {
      const [row] = await t.db.select().from(enquiryForwards).where(eq(enquiryForwards.id, id));
      return forwardTransitions.move(t.db, {
        companyId: scene.forwarder.id,
        id,
        expectedVersion: row?.version ?? 0,
        to,
        remarks: null,
        userId: scene.pricing.id,
        at: t.clock.now,
      });
    };
    await expect(move(first?.forwardId as number, 'received')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await move(first?.forwardId as number, 'accepted')).status).toBe('accepted');
    expect((await move(second?.forwardId as number, 'rejected')).status).toBe('rejected');
    for (const [id, to] of [
      [first?.forwardId, 'rejected'],
      [first?.forwardId, 'received'],
      [second?.forwardId, 'accepted'],
      [second?.forwardId, 'received'],
    ] as const) {
      await expect(move(id as number, to)).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    await expect(move(first?.forwardId as number, 'answered')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Another company's forward is not found.
    await expect(
      forwardTransitions.move(t.db, {
        companyId: scene.customerCompany.id,
        id: first?.forwardId as number,
        expectedVersion: 1,
        to: 'rejected',
        remarks: null,
        userId: null,
        at: t.clock.now,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('GET forwards', SCENE_TIMEOUT, () => {
  it('lists each forward with its vendor, status label code, deadline, decline reason and answer', async () => {
    const scene = await createForwardScene(t);
    const registered = await createRegisteredVendor(t, scene.forwarder);
    const byMail = await emailVendor(scene);
    const [inApp, link] = await forwardTo(t, scene, [registered.vendorId, byMail.id]);
    await moveForward(t, scene, link?.forwardId as number, 'rejected', 'No space this month');

    const items = await listForwards(scene, scene.sales.token);
    expect(items.map((f) => [f.id, f.vendor.name, f.vendor.isRegistered, f.status, f.declineReason])).toEqual(
      [
        [inApp?.forwardId, registered.company.name, true, 'received', null],
        [link?.forwardId, byMail.name, false, 'rejected', 'No space this month'],
      ],
    );
    expect(items[0]?.deadlineAt).toBe(new Date(t.clock.now.getTime() + 72 * HOUR_MS).toISOString());
    expect(items[0]?.forwardedBy.fullName).toBe(scene.pricing.fullName);
    expect(items[1]?.vendor.email).toBe(byMail.email);
    expect(items[0]?.answer).toBeNull();
  });
});

describe('reminders', SCENE_TIMEOUT, () => {
  it('reminds, once, before the deadline, only the vendors whose forward is still Received', async () => {
    const scene = await createForwardScene(t);
    const registered = await createRegisteredVendor(t, scene.forwarder);
    const waiting = await emailVendor(scene);
    const declining = await emailVendor(scene);
    const answering = await emailVendor(scene);
    const results = await forwardTo(t, scene, [registered.vendorId, waiting.id, declining.id, answering.id]);
    const idOf = (vendorId: number) => results.find((r) => r.vendorId === vendorId)?.forwardId as number;
    await moveForward(t, scene, idOf(declining.id), 'rejected', 'Fully booked');
    await moveForward(t, scene, idOf(answering.id), 'accepted');
    const firstToken = tokenInMail((await mailsTo(t, waiting.email))[0]?.textBody ?? '');

    // Due by the queue's clock but not the app's (48 h before a 72 h deadline): nothing yet.
    await makeRemindersDue(t);
    await t.drainJobs();
    expect((await forwardRows(scene)).every((r) => r.remindedAt === null)).toBe(true);
    expect(await mailsTo(t, waiting.email)).toHaveLength(1);

    t.clock.advance(48 * HOUR_MS + 60_000);
    await makeRemindersDue(t);
    await t.drainJobs();
    const rows = new Map((await forwardRows(scene)).map((r) => [r.id, r]));
    expect(rows.get(idOf(registered.vendorId))?.remindedAt).toEqual(t.clock.now);
    expect(rows.get(idOf(waiting.id))?.remindedAt).toEqual(t.clock.now);
    expect(rows.get(idOf(declining.id))?.remindedAt).toBeNull();
    expect(rows.get(idOf(answering.id))?.remindedAt).toBeNull();

    const [, reminder] = await mailsTo(t, waiting.email);
    expect(reminder?.subject).toContain('Reminder');
    expect(reminder?.textBody).not.toContain(scene.customerCompany.name);
    // A fresh link, whose hash replaces the first one's.
    const freshToken = tokenInMail(reminder?.textBody ?? '') as string;
    expect(freshToken).not.toBe(firstToken);
    expect(rows.get(idOf(waiting.id))?.tokenHash).toBe(hashToken(freshToken));
    expect(await mailsTo(t, declining.email)).toHaveLength(1);
    expect(await mailsTo(t, answering.email)).toHaveLength(1);
    expect(
      await notificationsOf(t, registered.user.id, ENQUIRY_FORWARD_NOTIFICATION_KIND.reminder),
    ).toHaveLength(1);

    // Once only.
    await makeRemindersDue(t);
    await t.drainJobs();
    expect(await mailsTo(t, waiting.email)).toHaveLength(2);
  });

  it('reminds half-way when the deadline is near, and not once the enquiry has closed', async () => {
    const scene = await createForwardScene(t);
    const vendor = await emailVendor(scene);
    const deadlineAt = new Date(t.clock.now.getTime() + 30 * HOUR_MS).toISOString();
    const [forwarded] = await forwardTo(t, scene, [vendor.id], { deadlineAt });
    expect(await reminderJobsData(t)).toEqual([
      {
        forwardIds: [forwarded?.forwardId],
        remindAt: new Date(t.clock.now.getTime() + 15 * HOUR_MS).toISOString(),
      },
    ]);
    t.clock.advance(15 * HOUR_MS);
    await setEnquiryStatus(scene, 'cancelled');
    await makeRemindersDue(t);
    await t.drainJobs();
    expect(await mailsTo(t, vendor.email)).toHaveLength(1);
    expect((await forwardRows(scene))[0]?.remindedAt).toBeNull();
  });
});
