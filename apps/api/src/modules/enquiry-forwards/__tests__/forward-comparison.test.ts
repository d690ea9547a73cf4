import type { ForwardComparison } from '@fastforward/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparisonPath, forwardTo, insertAnswer, moveForward } from '../../../test/forward-factories';
import { createVendor, setCurrencies } from '../../../test/rate-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createForwardScene, type ForwardScene } from '../../../test/vendor-forward-factories';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

async function compare(scene: ForwardScene, token = scene.pricing.token): Promise<ForwardComparison> {
  const res = await t.as(token).get(comparisonPath(scene.enquiry));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ForwardComparison }>().data;
}

const freight = (currency: string, buyAmount: number, containerSizeId: number | null = null) => ({
  chargeKey: 'freight' as const,
  chargeName: 'Ocean freight',
  basis: 'perContainer' as const,
  currency,
  buyAmount,
  containerSizeId,
});

describe('GET forwards/comparison', { timeout: 120_000 }, () => {
  it('totals every answer for the cargo in the base currency, marks the cheapest and the fastest, flags what is missing', async () => {
    // Two 20' containers.
    const scene = await createForwardScene(t);
    await setCurrencies(t, scene.forwarder, 'AED', { USD: '3.6725', EUR: '4' });
    const vendors = await Promise.all(
      ['Dollar Lines', 'Euro Lines', 'Rupee Lines', 'Partial Lines', 'Declining Lines', 'Silent Lines'].map(
        (name) => createVendor(t, { companyId: scene.forwarder.id, name }),
      ),
    );
    const results = await forwardTo(
      t,
      scene,
      vendors.map((v) => v.id),
      { requiredCharges: ['freight', 'originCharges'] },
    );
    const [dollar, euro, rupee, partial, declining] = results.map((r) => r.forwardId) as number[];
    const thc = {
      chargeKey: 'originCharges' as const,
      chargeName: 'THC',
      basis: 'perBl' as const,
      buyAmount: 100,
    };
    // 2 × 1000 USD + 100 USD = 2100 USD = 7712.25 AED; 20 days.
    await insertAnswer(t, scene, dollar as number, {
      lines: [freight('USD', 1000, scene.containerSizeId), { ...thc, currency: 'USD' }],
      transitDays: 20,
      source: 'vendorApp',
    });
    // 2 × 850 EUR + 100 AED = 6800 + 100 = 6900.00 AED; 25 days.
    await insertAnswer(t, scene, euro as number, {
      lines: [freight('EUR', 850), { ...thc, currency: 'AED' }],
      transitDays: 25,
      source: 'manual',
    });
    // No INR rate: no total, never guessed; the fastest.
    await insertAnswer(t, scene, rupee as number, {
      lines: [freight('INR', 50_000), { ...thc, currency: 'INR' }],
      transitDays: 18,
    });
    // Cheapest of all on paper, but without the origin charges: not comparable.
    await insertAnswer(t, scene, partial as number, { lines: [freight('AED', 10)], transitDays: 30 });
    await moveForward(t, scene, declining as number, 'rejected', 'No space');

    const comparison = await compare(scene, scene.sales.token);
    expect(comparison.baseCurrency).toBe('AED');
    expect(comparison.forwardCounts).toEqual({ received: 1, accepted: 4, rejected: 1 });
    expect(
      comparison.items.map((i) => [i.vendor.name, i.total, i.isComplete, i.isCheapest, i.isFastest]),
    ).toEqual([
      ['Euro Lines', '6900.00', true, true, false],
      ['Dollar Lines', '7712.25', true, false, false],
      ['Partial Lines', '20.00', false, false, false],
      ['Rupee Lines', null, false, false, true],
    ]);
    const [euroItem, dollarItem, partialItem, rupeeItem] = comparison.items;
    expect(euroItem?.source).toBe('manual');
    expect(dollarItem?.lines.map((l) => [l.quantity, l.amount, l.exchangeRate, l.baseAmount])).toEqual([
      ['2', '2000.00', '3.6725', '7345.00'],
      ['1', '100.00', '3.6725', '367.25'],
    ]);
    expect(partialItem?.missingCharges).toEqual(['originCharges']);
    expect(rupeeItem?.missingRates).toEqual(['INR']);
    expect(rupeeItem?.lines[0]?.warning).toBe('No exchange rate for INR to AED');
  });

  it('answers an empty comparison before any answer, and nothing of another tenant', async () => {
    const scene = await createForwardScene(t);
    const vendor = await createVendor(t, { companyId: scene.forwarder.id });
    await forwardTo(t, scene, [vendor.id]);
    const comparison = await compare(scene);
    expect(comparison.items).toEqual([]);
    expect(comparison.forwardCounts).toEqual({ received: 1, accepted: 0, rejected: 0 });
    const other = await createForwardScene(t);
    const res = await t.as(other.pricing.token).get(comparisonPath(scene.enquiry));
    expect(res.statusCode).toBe(404);
  });
});
