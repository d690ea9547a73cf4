import { ENQUIRY_PATHS, type Enquiry, type EnquiryHistoryEntry, enquiryPath } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardTo, insertAnswer } from '../../../test/forward-factories';
import { createQuote, negotiationPaths } from '../../../test/negotiation-factories';
import { createVendor } from '../../../test/rate-factories';
import { expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createForwardScene, type ForwardScene } from '../../../test/vendor-forward-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const staffEnquiry = (scene: ForwardScene) =>
  t.as(scene.pricing.token).get(enquiryPath(ENQUIRY_PATHS.enquiry, { id: scene.enquiry.id }));
const customerEnquiry = (scene: ForwardScene) =>
  t.as(scene.customerUser.token).get(enquiryPath(ENQUIRY_PATHS.myQuery, { id: scene.enquiry.id }));

async function stages(scene: ForwardScene) {
  const staff = expectItem<Enquiry>(await staffEnquiry(scene));
  const customer = expectItem<Enquiry>(await customerEnquiry(scene));
  return [staff.status, staff.stage, customer.stage];
}

async function historyOf(scene: ForwardScene, side: 'staff' | 'customer') {
  const [token, path] =
    side === 'staff'
      ? [scene.pricing.token, ENQUIRY_PATHS.enquiryHistory]
      : [scene.customerUser.token, ENQUIRY_PATHS.myQueryHistory];
  const res = await t.as(token).get(enquiryPath(path, { id: scene.enquiry.id }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: EnquiryHistoryEntry[] } }>().data.items;
}

describe('the enquiry says where it stands', () => {
  it('reads quote sent, then whose counter-offer waits, staying Negotiating until the customer answers a counter', async () => {
    const scene = await createForwardScene(t);
    expect(await stages(scene)).toEqual(['accepted', 'awaitingQuote', 'awaitingQuote']);

    const vendor = await createVendor(t, { companyId: scene.forwarder.id });
    const [forward] = await forwardTo(t, scene, [vendor.id]);
    if (!forward) throw new Error('no forward');
    t.clock.advance(60_000);
    await insertAnswer(t, scene, forward.forwardId, {
      lines: [
        {
          chargeKey: 'freight',
          chargeName: 'Ocean freight',
          basis: 'perContainer',
          currency: 'USD',
          buyAmount: 900,
        },
      ],
    });
    t.clock.advance(60_000);
    const quote = await createQuote(t, scene, scene.enquiry);
    const option = quote.options[0];
    if (!option) throw new Error('quote without an option');
    expect(await stages(scene)).toEqual(['accepted', 'quoteSent', 'quoteSent']);

    t.clock.advance(60_000);
    const paths = negotiationPaths(scene.enquiry.id);
    const countered = await t
      .as(scene.customerUser.token)
      .post(paths.customer, { quoteOptionId: option.id, targetAmount: '800', message: 'Budget' });
    expect(countered.statusCode, countered.body).toBe(201);
    expect(await stages(scene)).toEqual([
      'negotiating',
      'counterWaitingForwarder',
      'counterWaitingForwarder',
    ]);

    const round = countered
      .json<{ data: { items: { id: number; decision: string | null }[] } }>()
      .data.items.find((r) => r.decision === null);
    if (!round) throw new Error('no open round');
    t.clock.advance(60_000);
    const answered = await t
      .as(scene.pricing.token)
      .post(paths.answer(round.id), { decision: 'countered', counterAmount: '950' });
    expect(answered.statusCode, answered.body).toBe(200);
    // A counter waits for the customer: still Negotiating, not back to Accepted.
    expect(await stages(scene)).toEqual(['negotiating', 'counterWaitingCustomer', 'counterWaitingCustomer']);

    const staff = await historyOf(scene, 'staff');
    expect(staff.map((e) => e.kind)).toEqual([
      'status',
      'status',
      'forward',
      'vendorAnswer',
      'quoteSent',
      'status',
      'counterOffer',
      'counterAnswer',
    ]);
    expect(staff.find((e) => e.kind === 'forward')).toMatchObject({
      title: `Forwarded to ${vendor.name}`,
      changedBy: { id: scene.pricing.id },
    });
    expect(staff.find((e) => e.kind === 'quoteSent')?.title).toBe(`Quote Q${quote.number} sent`);
    expect(staff.find((e) => e.kind === 'counterOffer')).toMatchObject({
      title: 'Counter-offer, round 1',
      changedBy: { id: scene.customerUser.id },
    });
    expect(staff.find((e) => e.kind === 'counterAnswer')).toMatchObject({
      title: 'Counter-offer countered, round 1',
      changedBy: { id: scene.pricing.id },
      remarks: 'Price 950.00.',
    });
    expect(new Set(staff.map((e) => e.key)).size).toBe(staff.length);

    // The customer's history never names the vendors the forwarder asked.
    const customer = await historyOf(scene, 'customer');
    expect(customer.map((e) => e.kind)).toEqual([
      'status',
      'status',
      'quoteSent',
      'status',
      'counterOffer',
      'counterAnswer',
    ]);
    expect(JSON.stringify(customer)).not.toContain(vendor.name);
  });
});
