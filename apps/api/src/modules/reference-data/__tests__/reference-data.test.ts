import { PORT_SEARCH_LIMIT, portPath, REFERENCE_DATA_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, ports } from '../../../db/schema';
import { createAdmin } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
let other: string;
let companyPortId: number;

const get = async (token: string, url: string) => {
  const res = await t.as(token).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

type Port = { id: number; code: string; name: string; type: string; isCompanyPort: boolean };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAdmin(t);
  admin = owner.token;
  other = (await createAdmin(t)).token;
  await t.db
    .insert(countries)
    .values({ code: 'NL', alpha3: 'NLD', numericCode: '528', name: 'Netherlands' })
    .onConflictDoNothing();
  const [own] = await t.db
    .insert(ports)
    .values({
      companyId: owner.company.id,
      type: 'dry',
      code: 'NLZZQ',
      name: 'Oceanic Venlo Container Terminal',
      city: 'Venlo',
      countryCode: 'NL',
      searchText: 'nlzzq oceanic venlo container terminal venlo nl',
    })
    .returning({ id: ports.id });
  companyPortId = own?.id ?? 0;
});
afterAll(() => t.close());

describe('port reads (SPEC §7)', () => {
  it('answers the three lists of port lists v3, with the company port only for its company', async () => {
    const mine = await get(admin, REFERENCE_DATA_PATHS.portLists);
    expect(Object.keys(mine).sort()).toEqual(['airPorts', 'dryPorts', 'seaPorts']);
    expect(mine.dryPorts.some((p: Port) => p.id === companyPortId && p.isCompanyPort)).toBe(true);
    const theirs = await get(other, REFERENCE_DATA_PATHS.portLists);
    expect(theirs.dryPorts.some((p: Port) => p.id === companyPortId)).toBe(false);
    for (const list of ['airPorts', 'seaPorts', 'dryPorts'] as const) {
      expect(mine[list].every((p: Port) => p.type === list.replace('Ports', ''))).toBe(true);
    }
  });

  it('lists ports by freight type: air is airports, sea reaches sea and dry ports', async () => {
    const post = (type: unknown) => t.as(admin).post(REFERENCE_DATA_PATHS.portListByFreightType, { type });
    const sea = (await post('sea')).json().data.items as Port[];
    expect(sea.some((p) => p.id === companyPortId)).toBe(true);
    expect(sea.every((p) => p.type === 'sea' || p.type === 'dry')).toBe(true);
    const air = (await post('air')).json().data.items as Port[];
    expect(air.every((p) => p.type === 'air')).toBe(true);
    const bad = await post('rail');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('type');
  });

  it('searches any part of code, name or city, exact code first, within the company', async () => {
    const byCity = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=venlo`);
    expect(byCity.items[0]).toMatchObject({ id: companyPortId, code: 'NLZZQ' });
    const byCode = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=NLZZQ&type=dry&countryCode=nl`);
    expect(byCode.items.map((p: Port) => p.id)).toEqual([companyPortId]);
    expect((await get(other, `${REFERENCE_DATA_PATHS.portSearch}?q=nlzzq`)).items).toEqual([]);
    const seaSide = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=venlo&freightType=sea`);
    expect(seaSide.items.map((p: Port) => p.id)).toContain(companyPortId);
    const airSide = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=venlo&freightType=air`);
    expect(airSide.items.every((p: Port) => p.type === 'air')).toBe(true);
    const wide = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=a`);
    expect(wide.items.length).toBeLessThanOrEqual(PORT_SEARCH_LIMIT);
    const literal = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=${encodeURIComponent('%_')}`);
    expect(literal.items).toEqual([]);
    const empty = await t.as(admin).get(`${REFERENCE_DATA_PATHS.portSearch}?q=`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('q');
  });

  it('finds shipped ports by code, name or city, exact code first and one row per port', async () => {
    const byCode = await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=nlrtm`);
    expect(byCode.items[0]).toMatchObject({ code: 'NLRTM', type: 'sea', isCompanyPort: false });
    const byName = (await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=jebel%20ali`)).items as Port[];
    expect(byName.map((p) => p.code)).toContain('AEJEA');
    const air = (await get(admin, `${REFERENCE_DATA_PATHS.portSearch}?q=dubai&type=air`)).items as Port[];
    expect(air.map((p) => p.code)).toContain('DXB');
    expect(new Set(air.map((p) => p.id)).size).toBe(air.length);
  });

  it("answers one port by id, and another company's port as not found", async () => {
    expect((await get(admin, portPath(companyPortId))).item).toMatchObject({
      code: 'NLZZQ',
      city: 'Venlo',
    });
    const res = await t.as(other).get(portPath(companyPortId));
    expect(res.statusCode).toBe(404);
  });
});

describe('code tables', () => {
  it.each([
    REFERENCE_DATA_PATHS.countries,
    REFERENCE_DATA_PATHS.currencies,
    REFERENCE_DATA_PATHS.containerSizeCategories,
    REFERENCE_DATA_PATHS.shippingCompanies,
    REFERENCE_DATA_PATHS.incoterms,
    REFERENCE_DATA_PATHS.commodityTypes,
    REFERENCE_DATA_PATHS.dgClasses,
    REFERENCE_DATA_PATHS.packageTypes,
    REFERENCE_DATA_PATHS.timeZones,
    REFERENCE_DATA_PATHS.weekDays,
  ])('%s answers data.items', async (path) => {
    const data = await get(admin, path);
    expect(Array.isArray(data.items)).toBe(true);
  });

  it('lists the IANA time zones and the seven week days', async () => {
    const zones = (await get(admin, REFERENCE_DATA_PATHS.timeZones)).items as { code: string }[];
    expect(zones.map((z) => z.code)).toContain('Asia/Dubai');
    const days = (await get(admin, REFERENCE_DATA_PATHS.weekDays)).items as { code: string }[];
    expect(days.map((d) => d.code)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
  });

  it('needs a signed-in user, except for the countries registration asks for and the booking link’s cargo lists', async () => {
    expect((await t.as().get(REFERENCE_DATA_PATHS.currencies)).statusCode).toBe(401);
    const countries = await t.as().get(REFERENCE_DATA_PATHS.countries);
    expect(countries.statusCode).toBe(200);
    expect(countries.json().data.items).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    for (const path of [REFERENCE_DATA_PATHS.containerSizeCategories, REFERENCE_DATA_PATHS.packageTypes]) {
      const res = await t.as().get(path);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.length).toBeGreaterThan(0);
    }
  });
});
