import {
  COMPANY_MASTERS_PATHS,
  DEMURRAGE_TYPES,
  DETENTION_TYPES,
  type EventDate,
  type ExchangeRate,
  type FreeDays,
  NEWS_FEED_PATH,
  type News,
  WEIGHT_SLAB_PATHS,
  type WeightSlab,
  weightSlabDataPath,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../../test/company-records';
import { getList } from '../../../test/organisation';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies, companySettings, containerSizes } from '../../schema';

/** The Masters the demo seed gives Oceanic (seed/demo-masters.ts), as its users meet them. */

let t: TestApp;
let oceanic: string;
let nova: string;
beforeAll(async () => {
  t = await createTestApp();
  oceanic = (await t.login('ffd.admin')).token;
  nova = (await t.login('nova.admin')).token;
});
afterAll(() => t.close());

const ALL = '?pageSize=100';
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe("Oceanic's demo masters", () => {
  it('has the airline breaks and the 20 and 40 ft sea slabs, served lightest first', async () => {
    const slabs = await getList<WeightSlab>(t, oceanic, `${WEIGHT_SLAB_PATHS.weightSlabs}${ALL}`);
    expect(slabs.total).toBe(9);
    const air = (await t.as(oceanic).get(weightSlabDataPath('air'))).json().data.items;
    expect(air.map((s: WeightSlab) => [s.name, s.displayName])).toEqual([
      ['-45', '0 Kgs - 45 Kgs'],
      ['45-100', '45 Kgs - 100 Kgs'],
      ['100-300', '100 Kgs - 300 Kgs'],
      ['300-500', '300 Kgs - 500 Kgs'],
      ['500+', '500 Kgs +'],
    ]);
    const sizeId = async (isoCode: string) =>
      (
        await t.db
          .select({ id: containerSizes.id })
          .from(containerSizes)
          .where(eq(containerSizes.isoCode, isoCode))
      )[0]?.id as number;
    const sea = async (isoCode: string) =>
      names((await t.as(oceanic).get(weightSlabDataPath('sea', await sizeId(isoCode)))).json().data.items);
    expect(await sea('22G1')).toEqual(["20' up to 18 t", "20' 18 t and over"]);
    expect(await sea('42G1')).toEqual(["40' up to 20 t", "40' 20 t and over"]);
    // They take part in the overlap rule like any slab the company saved.
    const inside = await t.as(oceanic).post(WEIGHT_SLAB_PATHS.weightSlabs, {
      type: 'air',
      name: 'Inside a demo slab',
      min: 50,
      max: 60,
      measurementIn: 'Kgs',
    });
    expect(inside.statusCode, inside.body).toBe(409);
    expect(inside.json().message).toContain("'45-100'");
  });

  it('has free days of four carriers at Jebel Ali and Rotterdam for 20 and 40 ft standard boxes', async () => {
    const { items, total } = await recordCalls(t, COMPANY_MASTERS_PATHS.freeDays).list<
      FreeDays & { id: number }
    >(oceanic, ALL);
    expect(total).toBe(16);
    expect(new Set(items.map((f) => f.shippingLineName))).toEqual(
      new Set(['Maersk', 'MSC Mediterranean Shipping Company', 'CMA CGM', 'Hapag-Lloyd']),
    );
    expect(new Set(items.map((f) => f.portCode))).toEqual(new Set(['AEJEA', 'NLRTM']));
    expect(new Set(items.map((f) => f.containerSize))).toEqual(new Set(["20' Standard", "40' Standard"]));
    for (const f of items) {
      expect(f.originFreeDays).toBeGreaterThanOrEqual(4);
      expect(f.originFreeDays).toBeLessThanOrEqual(7);
      expect(f.destinationFreeDays).toBeGreaterThanOrEqual(7);
      expect(f.destinationFreeDays).toBeLessThanOrEqual(14);
      expect(DEMURRAGE_TYPES).toContain(f.demurrageType);
      expect(DETENTION_TYPES).toContain(f.detentionType);
    }
  });

  it('has news for staff and for customers published, one more scheduled, each on its feed', async () => {
    const { items } = await recordCalls(t, COMPANY_MASTERS_PATHS.news).list<News & { id: number }>(
      oceanic,
      ALL,
    );
    expect(items.map((n) => [n.audience, n.status]).sort()).toEqual([
      ['all', 'scheduled'],
      ['customers', 'published'],
      ['staff', 'published'],
    ]);
    const feed = async (username: string) => {
      const { token } = await t.login(username);
      const res = await t.as(token).get(NEWS_FEED_PATH);
      return res.json().data.items.map((n: { title: string }) => n.title);
    };
    const titleOf = (audience: string) => items.find((n) => n.audience === audience)?.title;
    expect(await feed('ffd.sales')).toEqual([titleOf('staff')]);
    expect(await feed('acme.buyer')).toEqual([titleOf('customers')]);
  });

  it('has calendar events from today on', async () => {
    const { items } = await recordCalls(t, COMPANY_MASTERS_PATHS.eventDates).list<EventDate & { id: number }>(
      oceanic,
      ALL,
    );
    // Four of the masters' seed, and the sales team's meeting today (demo-follow-ups.ts).
    expect(items).toHaveLength(5);
    const today = t.clock.now.toISOString().slice(0, 10);
    for (const event of items) expect((event.endDate ?? event.startDate) >= today, event.title).toBe(true);
  });

  it('has exchange rates of the main currencies to its base currency, the dirham', async () => {
    const [oceanicRow] = await t.db
      .select({ baseCurrency: companySettings.baseCurrency })
      .from(companySettings)
      .innerJoin(companies, eq(companies.id, companySettings.companyId))
      .where(eq(companies.shortName, 'oceanic'));
    expect(oceanicRow?.baseCurrency).toBe('AED');
    const { items } = await recordCalls(t, COMPANY_MASTERS_PATHS.exchangeRates).list<
      ExchangeRate & { id: number }
    >(oceanic, ALL);
    expect(items.map((r) => r.currencyCode).sort()).toEqual(['CNY', 'EUR', 'GBP', 'INR', 'SGD', 'USD']);
    expect(items.find((r) => r.currencyCode === 'USD')?.rate).toBe('3.6725');
    const today = t.clock.now.toISOString().slice(0, 10);
    for (const rate of items) expect(rate.validFrom <= today, rate.currencyCode).toBe(true);
  });

  it('belongs to Oceanic only', async () => {
    for (const path of [
      WEIGHT_SLAB_PATHS.weightSlabs,
      COMPANY_MASTERS_PATHS.freeDays,
      COMPANY_MASTERS_PATHS.news,
      COMPANY_MASTERS_PATHS.eventDates,
      COMPANY_MASTERS_PATHS.exchangeRates,
    ]) {
      expect((await getList(t, nova, path)).total, path).toBe(0);
    }
  });
});
