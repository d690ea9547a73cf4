import { COMPANY_CATEGORY, type EnquiryStatus, type NegotiationList, PERMISSIONS } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  negotiations,
  notifications,
  quoteOptions,
  rateEnquiries,
  statusHistory,
} from '../../../db/schema';
import { createEnquiryScene } from '../../../test/enquiry-factories';
import { createAdmin, createCompany, createUser, type TestUser } from '../../../test/factories';
import { createApprovedKyc } from '../../../test/kyc-factories';
import {
  createNegotiationScene,
  createQuote,
  type NegotiationScene,
  negotiationPaths,
} from '../../../test/negotiation-factories';
import { expectHostileRefused, type HostileCase, LONG, NUL } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { statusCode: number; body: string; json: <T = unknown>() => T };
const listOf = (res: Answer, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ data: NegotiationList }>().data;
};

const counter = (scene: NegotiationScene, body: Record<string, unknown>, token = scene.customerUser.token) =>
  t.as(token).post(negotiationPaths(scene.enquiry.id).customer, body);

const answer = (scene: NegotiationScene, user: TestUser, roundId: number, body: Record<string, unknown>) =>
  t.as(user.token).post(negotiationPaths(scene.enquiry.id).answer(roundId), body);

/** Counters as the customer and answers the open round's id. */
async function openRound(scene: NegotiationScene, targetAmount: string, message = 'Our budget is tight') {
  const list = listOf(await counter(scene, { quoteOptionId: scene.option.id, targetAmount, message }), 201);
  const open = list.items.find((r) => r.decision === null);
  if (!open) throw new Error('no open round after a counter-offer');
  return open;
}

async function enquiryOf(id: number) {
  const [row] = await t.db
    .select({ status: rateEnquiries.status, version: rateEnquiries.version })
    .from(rateEnquiries)
    .where(eq(rateEnquiries.id, id));
  if (!row) throw new Error(`no enquiry ${id}`);
  return row as { status: EnquiryStatus; version: number };
}

async function optionOf(id: number) {
  const [row] = await t.db.select().from(quoteOptions).where(eq(quoteOptions.id, id));
  if (!row) throw new Error(`no option ${id}`);
  return row;
}

const notificationsOf = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('negotiation: counter-offer and answer', () => {
  it('makes the enquiry Negotiating on a counter-offer, and Accepted again with the target on the table when pricing accepts', async () => {
    const scene = await createNegotiationScene(t);
    const requestedAt = t.clock.now.toISOString();
    const round = await openRound(scene, '950');
    expect(round).toMatchObject({
      round: 1,
      quoteOptionId: scene.option.id,
      quoteNumber: 1,
      currency: 'USD',
      offeredSell: '1000.00',
      targetAmount: '950.00',
      message: 'Our budget is tight',
      requestedBy: { id: scene.customerUser.id, fullName: scene.customerUser.fullName },
      requestedAt,
      decision: null,
      // The floor and approvals are the forwarder's only.
      floorSell: null,
      isBelowFloor: null,
      approvedBy: null,
    });
    const negotiating = await enquiryOf(scene.enquiry.id);
    expect(negotiating.status).toBe('negotiating');
    const [moved] = await t.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.recordId, scene.enquiry.id), eq(statusHistory.toStatus, 'negotiating')));
    expect(moved).toMatchObject({ fromStatus: 'accepted', changedBy: scene.customerUser.id });

    // The enquiry's handler (no one attends it: the customer's sales person) is told in-app and by mail.
    const told = await notificationsOf(scene.sales.id);
    expect(told.map((n) => n.title)).toContain(
      `${scene.customerCompany.name} counter-offers on ${scene.enquiry.reference}`,
    );
    expect((await mailsTo(scene.sales.email)).some((m) => m.textBody.includes('950'))).toBe(true);

    const staffView = listOf(await t.as(scene.pricing.token).get(negotiationPaths(scene.enquiry.id).staff));
    expect(staffView.items[0]).toMatchObject({ floorSell: '900.00', isBelowFloor: false });
    expect(staffView.approvers.map((a) => a.id)).toContain(scene.admin.id);

    t.clock.advance(60_000);
    const decidedAt = t.clock.now.toISOString();
    const answered = listOf(
      await answer(scene, scene.pricing, round.id, {
        decision: 'accepted',
        message: 'Agreed',
        version: negotiating.version,
      }),
    );
    expect(answered.items[0]).toMatchObject({
      decision: 'accepted',
      decidedAmount: '950.00',
      decisionMessage: 'Agreed',
      decidedBy: { id: scene.pricing.id },
      decidedAt,
      isBelowFloor: false,
      approvedBy: null,
    });
    expect((await optionOf(scene.option.id)).offeredSell).toBe('950.00');
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('accepted');
    const customerTold = await notificationsOf(scene.customerUser.id);
    expect(customerTold.some((n) => n.title.includes('answered your counter-offer'))).toBe(true);
    expect((await mailsTo(scene.customerUser.email)).some((m) => m.textBody.includes('accepted'))).toBe(true);
  });

  it('keeps every round with who, when and the amounts: a counter moves the price, a rejection leaves it', async () => {
    const scene = await createNegotiationScene(t);
    const first = await openRound(scene, '800');
    listOf(
      await answer(scene, scene.sales, first.id, {
        decision: 'countered',
        counterAmount: '960.5',
        message: 'Best we can do',
      }),
    );
    expect((await optionOf(scene.option.id)).offeredSell).toBe('960.50');
    // A counter waits for the customer's answer: the enquiry stays Negotiating.
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('negotiating');

    t.clock.advance(60_000);
    const second = await openRound(scene, '920', 'Meet us halfway?');
    listOf(await answer(scene, scene.pricing, second.id, { decision: 'rejected' }));
    expect((await optionOf(scene.option.id)).offeredSell).toBe('960.50');
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('accepted');

    const rounds = listOf(
      await t.as(scene.customerUser.token).get(negotiationPaths(scene.enquiry.id).customer),
    );
    expect(
      rounds.items.map((r) => [r.round, r.offeredSell, r.targetAmount, r.decision, r.decidedAmount]),
    ).toEqual([
      [1, '1000.00', '800.00', 'countered', '960.50'],
      [2, '960.50', '920.00', 'rejected', null],
    ]);
    expect(rounds.items.map((r) => r.decidedBy?.id)).toEqual([scene.sales.id, scene.pricing.id]);
    expect(rounds.items.map((r) => r.requestedBy.id)).toEqual([scene.customerUser.id, scene.customerUser.id]);
    expect(new Date(rounds.items[1]?.requestedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(rounds.items[0]?.requestedAt ?? 0).getTime(),
    );
    expect(rounds.items.every((r) => r.decidedAt !== null)).toBe(true);
  });

  it('refuses a counter outside the target and the price offered before, naming the field', async () => {
    const scene = await createNegotiationScene(t);
    expectFieldError(
      await counter(scene, { quoteOptionId: scene.option.id, targetAmount: '1000' }),
      400,
      'targetAmount',
    );
    const round = await openRound(scene, '920');
    const before = await countRows(t.db);
    for (const [body, field] of [
      [{ decision: 'countered', counterAmount: '920' }, 'counterAmount'],
      [{ decision: 'countered', counterAmount: '1000.01' }, 'counterAmount'],
      [{ decision: 'countered' }, 'counterAmount'],
      [{ decision: 'accepted', counterAmount: '950' }, 'counterAmount'],
      [{ decision: 'rejected', version: 0 }, 'version'],
    ] as const) {
      const res = await answer(scene, scene.pricing, round.id, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field, res.body).toBe(field);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect((await optionOf(scene.option.id)).offeredSell).toBe('1000.00');
  });

  it('refuses a price below the floor without approve-negotiation (403, nothing changed) and records it with', async () => {
    const scene = await createNegotiationScene(t);
    const round = await openRound(scene, '850');
    const before = await countRows(t.db);
    expectFieldError(await answer(scene, scene.pricing, round.id, { decision: 'accepted' }), 403, 'decision');
    expectFieldError(
      await answer(scene, scene.pricing, round.id, { decision: 'countered', counterAmount: '880' }),
      403,
      'counterAmount',
    );
    expect(await countRows(t.db)).toEqual(before);
    expect((await optionOf(scene.option.id)).offeredSell).toBe('1000.00');
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('negotiating');

    // Within the floor the same user may counter; below it an approver answers.
    const approver = await createUser(t, {
      company: scene.forwarder,
      permissions: [PERMISSIONS.bothPricing, PERMISSIONS.approveNegotiation],
    });
    const answered = listOf(
      await answer(scene, approver, round.id, { decision: 'countered', counterAmount: '880' }),
    );
    expect(answered.items[0]).toMatchObject({
      decision: 'countered',
      decidedAmount: '880.00',
      isBelowFloor: true,
      approvedBy: { id: approver.id, fullName: approver.fullName },
    });
    const option = await optionOf(scene.option.id);
    expect(option).toMatchObject({ offeredSell: '880.00', approvedBy: approver.id });
  });

  it('refuses a second counter while a round is open, and lets one of 20 concurrent counters in', async () => {
    const scene = await createNegotiationScene(t);
    await openRound(scene, '950');
    const again = await counter(scene, { quoteOptionId: scene.option.id, targetAmount: '940' });
    expect(again.statusCode, again.body).toBe(409);

    const racing = await createNegotiationScene(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        counter(racing, { quoteOptionId: racing.option.id, targetAmount: String(950 - i) }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    const rows = await t.db.select().from(negotiations).where(eq(negotiations.enquiryId, racing.enquiry.id));
    expect(rows).toHaveLength(1);
    expect((await enquiryOf(racing.enquiry.id)).status).toBe('negotiating');
  });

  it('refuses a counter on a superseded quote’s option, a draft’s, or an expired quote', async () => {
    const scene = await createNegotiationScene(t);
    const newer = await createQuote(t, scene, scene.enquiry, { options: [{ offeredSell: '990.00' }] });
    const draft = await createQuote(t, scene, scene.enquiry, { status: 'draft' });
    const before = await countRows(t.db);
    expectFieldError(
      await counter(scene, { quoteOptionId: scene.option.id, targetAmount: '950' }),
      409,
      'quoteOptionId',
    );
    expectFieldError(
      await counter(scene, { quoteOptionId: draft.options[0]?.id, targetAmount: '950' }),
      404,
      'quoteOptionId',
    );
    expect(await countRows(t.db)).toEqual(before);
    listOf(await counter(scene, { quoteOptionId: newer.options[0]?.id, targetAmount: '950' }), 201);

    const expired = await createNegotiationScene(t);
    const lapsed = await createQuote(t, expired, expired.enquiry, { validTill: '2020-01-01' });
    expectFieldError(
      await counter(expired, { quoteOptionId: lapsed.options[0]?.id, targetAmount: '950' }),
      409,
      'quoteOptionId',
    );
  });

  it.each(['selected', 'booked', 'cancelled', 'received'] as const)(
    'refuses a counter on a %s enquiry',
    async (status) => {
      const scene = await createNegotiationScene(t, { status });
      const before = await countRows(t.db);
      expectFieldError(
        await counter(scene, { quoteOptionId: scene.option.id, targetAmount: '950' }),
        409,
        'status',
      );
      expect(await countRows(t.db)).toEqual(before);
    },
  );

  it('refuses to answer a round twice, or once the enquiry moved on', async () => {
    const scene = await createNegotiationScene(t);
    const round = await openRound(scene, '950');
    listOf(await answer(scene, scene.pricing, round.id, { decision: 'rejected' }));
    expectFieldError(await answer(scene, scene.pricing, round.id, { decision: 'accepted' }), 409, 'decision');
    expect((await optionOf(scene.option.id)).offeredSell).toBe('1000.00');

    const cancelled = await createNegotiationScene(t);
    const open = await openRound(cancelled, '950');
    await t.db
      .update(rateEnquiries)
      .set({ status: 'cancelled' })
      .where(eq(rateEnquiries.id, cancelled.enquiry.id));
    expectFieldError(
      await answer(cancelled, cancelled.pricing, open.id, { decision: 'accepted' }),
      409,
      'status',
    );
  });

  it('refuses the answer of a user who may not handle the enquiry', async () => {
    const scene = await createNegotiationScene(t);
    const round = await openRound(scene, '950');
    // Sales for its own customers only: another sales person's customer.
    const otherSales = await createUser(t, {
      company: scene.forwarder,
      permissions: [PERMISSIONS.viewCustomerQuerySales, PERMISSIONS.responseCustomerQuerySales],
    });
    const res = await answer(scene, otherSales, round.id, { decision: 'accepted' });
    expect(res.statusCode, res.body).toBe(404);
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('negotiating');
  });
});

describe('negotiation: hostile bodies', () => {
  it('refuses hostile counter-offers naming the field, storing nothing', async () => {
    const scene = await createNegotiationScene(t);
    const valid = { quoteOptionId: scene.option.id, targetAmount: '950', message: 'Hello' };
    const cases: HostileCase[] = [
      { name: 'missing option', body: { targetAmount: '950' }, field: 'quoteOptionId' },
      { name: 'missing target', body: { quoteOptionId: scene.option.id }, field: 'targetAmount' },
      { name: 'string option', body: { ...valid, quoteOptionId: 'abc' }, field: 'quoteOptionId' },
      { name: 'negative option', body: { ...valid, quoteOptionId: -4 }, field: 'quoteOptionId' },
      { name: 'huge option', body: { ...valid, quoteOptionId: 2 ** 40 }, field: 'quoteOptionId' },
      { name: 'negative target', body: { ...valid, targetAmount: -5 }, field: 'targetAmount' },
      { name: 'zero target', body: { ...valid, targetAmount: '0' }, field: 'targetAmount' },
      { name: 'NaN target', body: { ...valid, targetAmount: 'NaN' }, field: 'targetAmount' },
      { name: 'three decimals', body: { ...valid, targetAmount: '950.125' }, field: 'targetAmount' },
      { name: 'object target', body: { ...valid, targetAmount: { $gt: 0 } }, field: 'targetAmount' },
      { name: 'huge target', body: { ...valid, targetAmount: '9'.repeat(40) }, field: 'targetAmount' },
      { name: 'NUL in message', body: { ...valid, message: NUL }, field: 'message' },
      { name: '10k message', body: { ...valid, message: LONG }, field: 'message' },
      { name: 'number message', body: { ...valid, message: 42 }, field: 'message' },
      { name: 'unknown field', body: { ...valid, offeredSell: '1' }, field: 'offeredSell' },
      { name: 'companyId', body: { ...valid, companyId: 1 }, field: 'companyId' },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(
      t,
      scene.customerUser.token,
      'POST',
      negotiationPaths(scene.enquiry.id).customer,
      cases,
    );
  });

  it('refuses hostile answers naming the field, changing nothing', async () => {
    const scene = await createNegotiationScene(t);
    const round = await openRound(scene, '950');
    const valid = { decision: 'countered', counterAmount: '970', message: 'Ok' };
    const cases: HostileCase[] = [
      { name: 'missing decision', body: { message: 'x' }, field: 'decision' },
      { name: 'unknown decision', body: { ...valid, decision: 'approved' }, field: 'decision' },
      { name: 'number decision', body: { ...valid, decision: 1 }, field: 'decision' },
      { name: 'negative counter', body: { ...valid, counterAmount: -970 }, field: 'counterAmount' },
      { name: 'text counter', body: { ...valid, counterAmount: 'lots' }, field: 'counterAmount' },
      { name: 'array counter', body: { ...valid, counterAmount: ['970'] }, field: 'counterAmount' },
      { name: 'NUL in message', body: { ...valid, message: NUL }, field: 'message' },
      { name: '10k message', body: { ...valid, message: LONG }, field: 'message' },
      { name: 'string version', body: { ...valid, version: '3' }, field: 'version' },
      { name: 'negative version', body: { ...valid, version: -1 }, field: 'version' },
      { name: 'fractional version', body: { ...valid, version: 1.5 }, field: 'version' },
      { name: 'approvedBy', body: { ...valid, approvedBy: 1 }, field: 'approvedBy' },
      { name: 'isBelowFloor', body: { ...valid, isBelowFloor: false }, field: 'isBelowFloor' },
      { name: 'array body', body: [valid], field: 'body' },
      { name: 'null body', body: null, field: 'body' },
    ];
    await expectHostileRefused(
      t,
      scene.pricing.token,
      'POST',
      negotiationPaths(scene.enquiry.id).answer(round.id),
      cases,
    );
  });
});

describe('negotiation: tenancy', () => {
  it('hides every route from another forwarder, another customer and a vendor, changing nothing', async () => {
    const scene = await createNegotiationScene(t);
    const round = await openRound(scene, '950');
    const paths = negotiationPaths(scene.enquiry.id);

    const otherForwarder = await createAdmin(t);
    // Another customer of the same forwarder, and a customer of another forwarder.
    const sibling = await createApprovedKyc(t, { forwarder: scene.forwarder, salesUser: scene.sales });
    const stranger = (await createEnquiryScene(t)).customerUser;
    const vendorCompany = await createCompany(t, { category: COMPANY_CATEGORY.vendor });
    const vendor = await createUser(t, {
      company: vendorCompany,
      permissions: [PERMISSIONS.bothPricing, PERMISSIONS.responseSeaQueryPricing, PERMISSIONS.businessAdmin],
    });

    const elsewhere = await createNegotiationScene(t, { scene });
    const before = await countRows(t.db);
    const body = { decision: 'rejected' };
    const counterBody = { quoteOptionId: scene.option.id, targetAmount: '900' };
    for (const user of [otherForwarder, vendor]) {
      expect((await t.as(user.token).get(paths.staff)).statusCode).toBe(404);
      expect((await t.as(user.token).post(paths.answer(round.id), body)).statusCode).toBe(404);
    }
    for (const user of [sibling.user, stranger]) {
      expect((await t.as(user.token).get(paths.customer)).statusCode).toBe(404);
      expect((await t.as(user.token).post(paths.customer, counterBody)).statusCode).toBe(404);
      // A customer holds view-customer-enquiries: the forwarder's routes let it in, and find nothing.
      expect((await t.as(user.token).get(paths.staff)).statusCode).toBe(404);
    }
    // The customer's routes are a customer company's: staff and vendors are refused at the door.
    for (const user of [otherForwarder, vendor, scene.pricing]) {
      expect((await t.as(user.token).get(paths.customer)).statusCode).toBe(403);
      expect((await t.as(user.token).post(paths.customer, counterBody)).statusCode).toBe(403);
    }
    // A round of another enquiry of the same forwarder is not this enquiry's.
    expect(
      (await t.as(scene.pricing.token).post(negotiationPaths(elsewhere.enquiry.id).answer(round.id), body))
        .statusCode,
    ).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
    expect((await enquiryOf(scene.enquiry.id)).status).toBe('negotiating');
    const [stillOpen] = await t.db.select().from(negotiations).where(eq(negotiations.id, round.id));
    expect(stillOpen?.decision).toBeNull();
  });
});
