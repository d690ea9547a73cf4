import {
  ENQUIRY_PATHS,
  FORWARD_LINK_MESSAGES,
  FORWARD_LINK_TTL_DAYS,
  FORWARD_NOTIFICATION_KIND,
} from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryForwards, notifications, rateEnquiries } from '../../../db/schema';
import { createOpaqueToken, hashToken } from '../../../lib/crypto';
import { expectHostileRefused } from '../../../test/organisation';
import { expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  answerBody,
  createForward,
  createForwardScene,
  customerIdentity,
  type ForwardScene,
  hostileAnswers,
  hostileDeclines,
  storedForward,
  type TestForward,
} from '../../../test/vendor-forward-factories';

type View = Record<string, unknown> & { id: number; status: string; canAnswer: boolean; answer: unknown };

const DAY_MS = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A scene with an e-mail-only vendor's forward and its link token. */
async function linkForward(): Promise<{ scene: ForwardScene; forward: TestForward; token: string }> {
  const scene = await createForwardScene(t);
  const forward = await createForward(t, { scene });
  if (!forward.token) throw new Error('an e-mail-only forward has a token');
  return { scene, forward, token: forward.token };
}

const open = (token: string) => t.as().get(`${ENQUIRY_PATHS.forwardLink}?token=${encodeURIComponent(token)}`);
const answer = (token: string, body: object) =>
  t.as().post(ENQUIRY_PATHS.forwardLinkAnswer, { token, ...body });
const decline = (token: string, reason = 'No space') =>
  t.as().post(ENQUIRY_PATHS.forwardLinkDecline, { token, reason });

/** The one answer of a link that does not work: status and body, compared whole. */
const refusalOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe('the e-mail-only vendor through its link', () => {
  it('opens the form: the cargo and the route and the expiry, never who the customer is', async () => {
    const { scene, forward, token } = await linkForward();
    const res = await open(token);
    const item = expectItem<View>(res);
    expect(item).toMatchObject({ id: forward.id, status: 'received', canAnswer: true, answer: null });
    expect(new Date(item.linkExpiresAt as string).getTime()).toBe(
      t.clock.now.getTime() + FORWARD_LINK_TTL_DAYS * DAY_MS,
    );
    for (const identity of customerIdentity(scene)) {
      expect(res.body).not.toContain(identity);
      expect(res.body.toLowerCase()).not.toContain(identity.toLowerCase());
    }
    // The raw token is nowhere in the database: only its hash, on its one forward.
    const rows = await t.db.execute(sql`select row_to_json(f)::text as json from enquiry_forwards f`);
    const dump = (rows as unknown as { rows: { json: string }[] }).rows.map((r) => r.json).join('\n');
    expect(dump).not.toContain(token);
    const [stored] = await t.db.select().from(enquiryForwards).where(eq(enquiryForwards.id, forward.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
  });

  it('answers once, then shows the answer read-only and refuses every write as an unknown link', async () => {
    const { scene, forward, token } = await linkForward();
    const res = await answer(token, answerBody(t, scene));
    const item = expectItem<View>(res);
    expect(item).toMatchObject({ status: 'accepted', canAnswer: false });
    expect(item.answer).toMatchObject({ source: 'vendorLink', enteredBy: null });
    const stored = await storedForward(t, forward.id);
    expect(stored.answers.map((a) => [a.source, a.enteredBy])).toEqual([['vendorLink', null]]);
    expect(stored.moves.map((m) => [m.toStatus, m.changedBy])).toEqual([['accepted', null]]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, scene.pricing.id));
    expect(told.map((n) => n.kind)).toContain(FORWARD_NOTIFICATION_KIND.answered);

    // Read-only after the answer (docs/decisions.md): the link shows what was sent.
    const reread = expectItem<View>(await open(token));
    expect(reread).toMatchObject({ status: 'accepted', canAnswer: false });
    expect(reread.answer).toMatchObject({ source: 'vendorLink' });

    const unknown = refusalOf(await answer(createOpaqueToken(), answerBody(t, scene)));
    expect(unknown).toEqual({
      status: 409,
      body: {
        success: false,
        error: 'Conflict',
        message: FORWARD_LINK_MESSAGES.linkInvalid,
        errors: [{ field: 'token', defaultMessage: FORWARD_LINK_MESSAGES.linkInvalid }],
      },
    });
    const before = await countRows(t.db);
    expect(refusalOf(await answer(token, answerBody(t, scene)))).toEqual(unknown);
    expect(refusalOf(await decline(token))).toEqual(unknown);
    expect(refusalOf(await decline(createOpaqueToken()))).toEqual(unknown);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('declines with a reason through the link', async () => {
    const { scene, forward, token } = await linkForward();
    const item = expectItem<View>(await decline(token, 'Not our lane'));
    expect(item).toMatchObject({ status: 'rejected', declineReason: 'Not our lane', canAnswer: false });
    expect((await storedForward(t, forward.id)).forward?.declineReason).toBe('Not our lane');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, scene.pricing.id));
    expect(told.map((n) => n.kind)).toContain(FORWARD_NOTIFICATION_KIND.declined);
    expect(expectItem<View>(await open(token)).status).toBe('rejected');
  });

  it('gives unknown, expired, used, closed and other-forward tokens one answer, and changes nothing', async () => {
    const used = await linkForward();
    expectItem(await answer(used.token, answerBody(t, used.scene)));
    const expiring = await linkForward();
    const closed = await linkForward();
    await t.db
      .update(rateEnquiries)
      .set({ status: 'cancelled' })
      .where(eq(rateEnquiries.id, closed.scene.enquiry.id));
    // Two forwards of one enquiry: each token opens its own forward and no other.
    const sibling = await createForward(t, { scene: expiring.scene });

    const unknownGet = refusalOf(await open(createOpaqueToken()));
    expect(unknownGet).toEqual({
      status: 404,
      body: {
        success: false,
        error: 'Not_Found',
        message: FORWARD_LINK_MESSAGES.linkInvalid,
        errors: [{ field: 'token', defaultMessage: FORWARD_LINK_MESSAGES.linkInvalid }],
      },
    });
    expect(refusalOf(await open('not-a-token'))).toEqual(unknownGet);
    expect(refusalOf(await open(closed.token))).toEqual(unknownGet);
    expect(expectItem<View>(await open(sibling.token as string)).id).toBe(sibling.id);
    expect(expectItem<View>(await open(expiring.token)).id).toBe(expiring.forward.id);

    t.clock.advance((FORWARD_LINK_TTL_DAYS + 1) * DAY_MS);
    try {
      expect(refusalOf(await open(expiring.token))).toEqual(unknownGet);
      // An answered link, once expired, is no different.
      expect(refusalOf(await open(used.token))).toEqual(unknownGet);

      const unknownWrite = refusalOf(await decline(createOpaqueToken()));
      expect(unknownWrite.status).toBe(409);
      const before = await countRows(t.db);
      for (const token of [expiring.token, used.token, closed.token, 'x'.repeat(200)]) {
        expect(
          refusalOf(await answer(token, answerBody(t, expiring.scene, { validTill: '2999-01-01' }))),
        ).toEqual(unknownWrite);
        expect(refusalOf(await decline(token))).toEqual(unknownWrite);
      }
      expect(await countRows(t.db)).toEqual(before);
      expect((await storedForward(t, expiring.forward.id)).forward?.status).toBe('received');
    } finally {
      t.clock.advance(-(FORWARD_LINK_TTL_DAYS + 1) * DAY_MS);
    }
  });

  it('stores exactly one of 50 concurrent answers to one link; the others get the one refusal', async () => {
    const { scene, forward, token } = await linkForward();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => answer(token, answerBody(t, scene, { remarks: `attempt ${i}` }))),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(new Set(refused.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(refused[0]?.statusCode).toBe(409);
    expect(refused[0]?.json().message).toBe(FORWARD_LINK_MESSAGES.linkInvalid);
    const stored = await storedForward(t, forward.id);
    expect(stored.answers).toHaveLength(1);
    expect(stored.moves.map((m) => m.toStatus)).toEqual(['accepted']);
    expect(stored.forward?.status).toBe('accepted');
  });

  it('refuses hostile bodies on the link answer and decline', async () => {
    const { scene, token } = await linkForward();
    const withToken = answerBody(t, scene, { token });
    const cases = [
      ...hostileAnswers(withToken),
      { name: 'missing token', body: answerBody(t, scene), field: 'token' },
      { name: 'number token', body: { ...withToken, token: 42 }, field: 'token' },
      { name: 'huge token', body: { ...withToken, token: 'x'.repeat(10_000) }, field: 'token' },
    ];
    await expectHostileRefused(t, null, 'POST', ENQUIRY_PATHS.forwardLinkAnswer, cases);
    await expectHostileRefused(t, null, 'POST', ENQUIRY_PATHS.forwardLinkDecline, [
      ...hostileDeclines({ token }),
      { name: 'missing token', body: { reason: 'No' }, field: 'token' },
      { name: 'object token', body: { reason: 'No', token: { $ne: '' } }, field: 'token' },
    ]);
    // The form itself still opens: nothing above touched the forward.
    expect(expectItem<View>(await open(token)).status).toBe('received');
  });
});
