import {
  ENQUIRY_PATHS,
  FORWARD_ANSWER_MESSAGES,
  FORWARD_NOTIFICATION_KIND,
  type ForwardAnswerLine,
  PERMISSIONS,
  type RequiredCharge,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, rateEnquiries } from '../../../db/schema';
import { createAdmin, createUser } from '../../../test/factories';
import { expectHostileRefused } from '../../../test/organisation';
import { dayFrom } from '../../../test/rate-factories';
import { expectFieldError, expectItem, expectList } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  answerBody,
  createForward,
  createForwardScene,
  createRegisteredVendor,
  customerIdentity,
  type ForwardScene,
  forwardPaths,
  hostileAnswers,
  hostileDeclines,
  type RegisteredVendor,
  storedForward,
} from '../../../test/vendor-forward-factories';

type View = Record<string, unknown> & { id: number; status: string; canAnswer: boolean; answer: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A scene with a registered vendor and a forward of the enquiry to it. */
async function registeredForward(options: { requiredCharges?: RequiredCharge[] } = {}) {
  const scene = await createForwardScene(t);
  const vendor = await createRegisteredVendor(t, scene.forwarder);
  const forward = await createForward(t, { scene, vendor, ...options });
  return { scene, vendor, forward, paths: forwardPaths(scene, forward) };
}

describe('a registered vendor in the app', () => {
  it('lists and reads its forwards: the cargo and the route, never who the customer is', async () => {
    const { scene, vendor, forward, paths } = await registeredForward();
    const list = expectList<View & { reference: string }>(
      await t.as(vendor.user.token).get(ENQUIRY_PATHS.vendorForwards),
    );
    expect(list.items.map((f) => f.id)).toEqual([forward.id]);
    expect(list.items[0]?.reference).toBe(scene.enquiry.reference);
    const searched = expectList<View>(
      await t.as(vendor.user.token).get(`${ENQUIRY_PATHS.vendorForwards}?search=${scene.enquiry.reference}`),
    );
    expect(searched.total).toBe(1);
    const accepted = expectList<View>(
      await t.as(vendor.user.token).get(`${ENQUIRY_PATHS.vendorForwards}?status=accepted`),
    );
    expect(accepted.total).toBe(0);

    const res = await t.as(vendor.user.token).get(paths.item);
    const item = expectItem<View>(res);
    expect(item).toMatchObject({
      status: 'received',
      canAnswer: true,
      reference: scene.enquiry.reference,
      forwarder: { name: scene.forwarder.name },
      mode: 'sea',
      containers: [{ containerSizeId: scene.containerSizeId, count: 2 }],
      requiredCharges: ['freight'],
      linkExpiresAt: null,
      answer: null,
    });
    for (const identity of [
      ...customerIdentity(scene),
      ...customerIdentity(scene).map((s) => s.toLowerCase()),
    ]) {
      expect(res.body).not.toContain(identity);
    }
    for (const key of ['customer', 'customerSmsNumber', 'remarks', 'originPickupAddress', 'files']) {
      expect(item).not.toHaveProperty(key);
    }
  });

  it('answers once: the forward is Accepted, the answer stored with its source, the handler told', async () => {
    const { scene, vendor, forward, paths } = await registeredForward();
    const res = await t.as(vendor.user.token).post(paths.answer, answerBody(t, scene));
    const item = expectItem<View>(res);
    expect(res.json().message).toBe(FORWARD_ANSWER_MESSAGES.answered);
    expect(item).toMatchObject({ status: 'accepted', canAnswer: false });
    expect(item.answer).toMatchObject({
      source: 'vendorApp',
      enteredBy: { id: vendor.user.id },
      shippingLine: { id: scene.lane.maersk.id },
      lines: [{ chargeKey: 'freight', buyAmount: 1200, currency: 'USD' }],
    });
    const stored = await storedForward(t, forward.id);
    expect(stored.forward?.answeredAt).not.toBeNull();
    expect(stored.answers).toHaveLength(1);
    expect(stored.moves.map((m) => [m.fromStatus, m.toStatus, m.changedBy])).toEqual([
      ['received', 'accepted', vendor.user.id],
    ]);

    // Nobody attends the enquiry: its pricing users hear of it, in the app and by e-mail.
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, scene.pricing.id),
          eq(notifications.kind, FORWARD_NOTIFICATION_KIND.answered),
        ),
      );
    expect(told).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, scene.pricing.email));
    expect(mails.some((m) => m.subject.includes(scene.enquiry.reference))).toBe(true);

    const before = await countRows(t.db);
    for (const again of [
      await t.as(vendor.user.token).post(paths.answer, answerBody(t, scene)),
      await t.as(vendor.user.token).post(paths.decline, { reason: 'Changed our mind' }),
    ]) {
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe(FORWARD_ANSWER_MESSAGES.alreadyAnswered);
    }
    expect(await countRows(t.db)).toEqual(before);
  });

  it("tells only the enquiry's handler when someone attends it", async () => {
    const { scene, vendor, paths } = await registeredForward();
    await t.db
      .update(rateEnquiries)
      .set({ attendedBy: scene.sales.id })
      .where(eq(rateEnquiries.id, scene.enquiry.id));
    expectItem(await t.as(vendor.user.token).post(paths.decline, { reason: 'No space that week' }));
    const kinds = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);
    expect(await kinds(scene.sales.id)).toContain(FORWARD_NOTIFICATION_KIND.declined);
    expect(await kinds(scene.pricing.id)).not.toContain(FORWARD_NOTIFICATION_KIND.declined);
  });

  it('declines with a reason: Rejected, the reason kept, then closed to answers', async () => {
    const { scene, vendor, forward, paths } = await registeredForward();
    const item = expectItem<View>(
      await t.as(vendor.user.token).post(paths.decline, { reason: 'No space that week' }),
    );
    expect(item).toMatchObject({ status: 'rejected', declineReason: 'No space that week', canAnswer: false });
    const stored = await storedForward(t, forward.id);
    expect(stored.moves.map((m) => [m.toStatus, m.remarks])).toEqual([['rejected', 'No space that week']]);
    const again = await t.as(vendor.user.token).post(paths.answer, answerBody(t, scene));
    expect(again.statusCode).toBe(409);
    expect((await storedForward(t, forward.id)).answers).toHaveLength(0);
  });

  it('refuses an answer that does not fit the forward, naming the field, and stores nothing', async () => {
    const { scene, vendor, paths } = await registeredForward({
      requiredCharges: ['freight', 'originCharges'],
    });
    const freight = answerBody(t, scene).lines[0] as ForwardAnswerLine;
    const origin: ForwardAnswerLine = { ...freight, chargeKey: 'originCharges', chargeName: 'THC' };
    const cases: [string, object, number, string][] = [
      ['a required charge unpriced', answerBody(t, scene), 400, 'lines'],
      [
        'an unknown currency',
        answerBody(t, scene, { lines: [freight, { ...origin, currency: 'XYZ' }] }),
        400,
        'lines.1.currency',
      ],
      [
        'a container size the enquiry has not',
        answerBody(t, scene, { lines: [{ ...freight, containerSizeId: scene.lane.highCube.id }, origin] }),
        400,
        'lines.0.containerSizeId',
      ],
      [
        'a validity already over',
        answerBody(t, scene, {
          lines: [freight, origin],
          validFrom: dayFrom(t, -10),
          validTill: dayFrom(t, -1),
        }),
        400,
        'validTill',
      ],
      [
        'an unknown shipping line',
        answerBody(t, scene, { lines: [freight, origin], shippingCompanyId: 2_000_000_000 }),
        400,
        'shippingCompanyId',
      ],
      [
        'an airline on a sea enquiry',
        answerBody(t, scene, { lines: [freight, origin], shippingCompanyId: scene.lane.emirates.id }),
        400,
        'shippingCompanyId',
      ],
    ];
    const before = await countRows(t.db);
    for (const [name, body, status, field] of cases) {
      const error = expectFieldError(await t.as(vendor.user.token).post(paths.answer, body), status, field);
      expect(error.defaultMessage, name).toBeTruthy();
    }
    expect(await countRows(t.db)).toEqual(before);
    const ok = await t
      .as(vendor.user.token)
      .post(paths.answer, answerBody(t, scene, { lines: [freight, origin] }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses hostile bodies on the answer and the decline', async () => {
    const { scene, vendor, paths } = await registeredForward();
    await expectHostileRefused(
      t,
      vendor.user.token,
      'POST',
      paths.answer,
      hostileAnswers(answerBody(t, scene)),
    );
    await expectHostileRefused(t, vendor.user.token, 'POST', paths.decline, hostileDeclines({}));
  });
});

describe('pricing enters a response by hand', () => {
  it('stores it as entered by pricing, through the same checks, and tells the others', async () => {
    const scene = await createForwardScene(t);
    const forward = await createForward(t, { scene });
    const paths = forwardPaths(scene, forward);
    const res = await t.as(scene.pricing.token).post(paths.manual, answerBody(t, scene));
    const answer = expectItem<Record<string, unknown>>(res);
    expect(res.json().message).toBe(FORWARD_ANSWER_MESSAGES.manualSaved);
    expect(answer).toMatchObject({ source: 'manual', enteredBy: { id: scene.pricing.id } });
    const stored = await storedForward(t, forward.id);
    expect(stored.forward?.status).toBe('accepted');
    expect(stored.moves.map((m) => m.changedBy)).toEqual([scene.pricing.id]);
    const toldPricing = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, scene.pricing.id));
    expect(toldPricing.map((n) => n.kind)).not.toContain(FORWARD_NOTIFICATION_KIND.answered);
    const toldAdmin = await t.db.select().from(notifications).where(eq(notifications.userId, scene.admin.id));
    expect(toldAdmin.map((n) => n.kind)).toContain(FORWARD_NOTIFICATION_KIND.answered);

    expect((await t.as(scene.pricing.token).post(paths.manual, answerBody(t, scene))).statusCode).toBe(409);
    const hostile = await createForward(t, { scene });
    await expectHostileRefused(
      t,
      scene.pricing.token,
      'POST',
      forwardPaths(scene, hostile).manual,
      hostileAnswers(answerBody(t, scene)),
    );
  });

  it('finds no forward of another enquiry under this one', async () => {
    const scene = await createForwardScene(t);
    const other = await createForwardScene(t);
    const forward = await createForward(t, { scene: other });
    const crossed = forwardPaths(scene, forward).manual;
    const before = await countRows(t.db);
    const res = await t.as(scene.admin.token).post(crossed, answerBody(t, scene));
    expect(res.statusCode, res.body).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
  });
});

describe('cross-tenant', () => {
  let scene: ForwardScene;
  let vendor: RegisteredVendor;
  let paths: ReturnType<typeof forwardPaths>;
  beforeAll(async () => {
    ({ scene, vendor, paths } = await registeredForward());
  });

  it('another vendor, another forwarder and a customer get 404 on the vendor routes, and nothing changes', async () => {
    const otherVendor = await createRegisteredVendor(t, scene.forwarder);
    const otherForwarder = await createAdmin(t);
    // A customer's user holding the pricing permissions still reaches no forward.
    const customer = await createUser(t, {
      company: scene.customerCompany,
      permissions: [PERMISSIONS.bothPricing, PERMISSIONS.businessAdmin],
    });
    const before = await countRows(t.db);
    for (const caller of [otherVendor.user, otherForwarder, customer, scene.admin]) {
      const list = expectList<View>(await t.as(caller.token).get(ENQUIRY_PATHS.vendorForwards));
      expect(list.items.map((f) => f.id)).not.toContain(Number(paths.item.split('/').pop()));
      for (const res of [
        await t.as(caller.token).get(paths.item),
        await t.as(caller.token).post(paths.answer, answerBody(t, scene)),
        await t.as(caller.token).post(paths.decline, { reason: 'Not mine' }),
      ]) {
        expect(res.statusCode, `${caller.username}: ${res.body}`).toBe(404);
      }
    }
    // The customer's own user holds no pricing permission at all: refused before any record.
    const plain = await t.as(scene.customerUser.token).get(paths.item);
    expect(plain.statusCode).toBe(403);
    expect(await countRows(t.db)).toEqual(before);
    expect(expectItem<View>(await t.as(vendor.user.token).get(paths.item)).status).toBe('received');
  });

  it('another forwarder, a vendor and a customer get 404 on the manual response', async () => {
    const email = await createForward(t, { scene });
    const manual = forwardPaths(scene, email).manual;
    const otherForwarder = await createAdmin(t);
    const customer = await createUser(t, {
      company: scene.customerCompany,
      permissions: [PERMISSIONS.bothPricing, PERMISSIONS.businessAdmin],
    });
    const before = await countRows(t.db);
    for (const caller of [otherForwarder, vendor.user, customer]) {
      const res = await t.as(caller.token).post(manual, answerBody(t, scene));
      expect(res.statusCode, `${caller.username}: ${res.body}`).toBe(404);
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});
