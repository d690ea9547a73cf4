import {
  CITY_LOOKUP_LIMIT,
  CITY_LOOKUP_PATH,
  CITY_SEARCH_PATH,
  type CityOption,
  type CityRef,
  COMPANY_MASTERS_PATHS,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/factories';
import { LONG, NUL, RLO, ZERO_WIDTH } from '../../../test/organisation';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed out, as the customer's KYC form asks; each test from an address of its own (the limit). */
const lookup = (query: string, ip = '203.0.113.1') =>
  t.app.inject({ method: 'GET', url: `${CITY_LOOKUP_PATH}?${query}`, remoteAddress: ip });

const names = async (query: string) => {
  const res = await lookup(query);
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().data.items as CityOption[];
  return items.map((c) => c.name);
};

describe('city lookup', () => {
  it("answers a country's shipped cities to anyone, by part of the name in any case", async () => {
    const res = await lookup('countryCode=de&search=HAM');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { items: [{ name: 'Hamburg', countryCode: 'DE' }] } });
    expect(await names('countryCode=DE&search=rnb')).toEqual(['Nürnberg']);
    expect(await names('countryCode=DE&search=no%20such%20town')).toEqual([]);
    expect(await names('countryCode=QQ&search=a')).toEqual([]);
  });

  it('keeps to the chosen country', async () => {
    expect(await names('countryCode=AE&search=dubai')).toEqual(['Dubai']);
    expect(await names('countryCode=IN&search=dubai')).toEqual([]);
    const res = await lookup('countryCode=GB&search=ham');
    expect(res.json().data.items.every((c: CityOption) => c.countryCode === 'GB')).toBe(true);
  });

  it('puts the names starting with the search first, each part by name', async () => {
    const found = await names('countryCode=IN&search=pur');
    expect(found.slice(0, 2)).toEqual(['Puri', 'Purnia']);
    expect(found.slice(2, 5)).toEqual(['Alipur Duar', 'Bhagalpur', 'Bharatpur']);
  });

  it('answers at most the limit, the first ones by name without a search', async () => {
    const found = await names('countryCode=IN&search=pur');
    expect(found).toHaveLength(CITY_LOOKUP_LIMIT);
    const all = await names('countryCode=US');
    expect(all).toHaveLength(CITY_LOOKUP_LIMIT);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
  });

  it('takes the search literally', async () => {
    expect(await names(`countryCode=DE&search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names(`countryCode=DE&search=${encodeURIComponent('_amburg')}`)).toEqual([]);
  });

  it("never shows a company's own cities", async () => {
    const { token } = await createAdmin(t);
    const own = await t
      .as(token)
      .post(COMPANY_MASTERS_PATHS.cities, { countryCode: 'DE', name: 'Hamsterburg' });
    expect(own.statusCode, own.body).toBe(201);
    expect(await names('countryCode=DE&search=ham')).toEqual(['Hamburg']);
    const signedIn = await t.as(token).get(`${CITY_LOOKUP_PATH}?countryCode=DE&search=hamster`);
    expect(signedIn.json().data.items).toEqual([]);
  });

  it('refuses hostile queries with a 4xx naming the field', async () => {
    const cases: { name: string; query: string; field: string }[] = [
      { name: 'no country', query: 'search=ham', field: 'countryCode' },
      { name: 'empty country', query: 'countryCode=&search=ham', field: 'countryCode' },
      { name: 'three-letter country', query: 'countryCode=DEU', field: 'countryCode' },
      { name: 'digits for a country', query: 'countryCode=12', field: 'countryCode' },
      {
        name: 'SQL in country',
        query: `countryCode=${encodeURIComponent("DE' OR 1=1--")}`,
        field: 'countryCode',
      },
      { name: 'two countries', query: 'countryCode=DE&countryCode=FR', field: 'countryCode' },
      { name: '10k search', query: `countryCode=DE&search=${LONG}`, field: 'search' },
      { name: 'NUL in search', query: `countryCode=DE&search=${encodeURIComponent(NUL)}`, field: 'search' },
      { name: 'RLO in search', query: `countryCode=DE&search=${encodeURIComponent(RLO)}`, field: 'search' },
      {
        name: 'zero-width in search',
        query: `countryCode=DE&search=${encodeURIComponent(ZERO_WIDTH)}`,
        field: 'search',
      },
      { name: 'two searches', query: 'countryCode=DE&search=a&search=b', field: 'search' },
      { name: 'companyId', query: 'countryCode=DE&companyId=1', field: 'companyId' },
      { name: 'a larger limit', query: 'countryCode=DE&limit=10000', field: 'limit' },
    ];
    for (const c of cases) {
      const res = await lookup(c.query, '203.0.113.2');
      expect(res.statusCode, `${c.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.name).toBeLessThan(500);
      expect(res.json().errors[0]?.field, `${c.name}: ${res.body}`).toBe(c.field);
    }
  });

  it('limits lookups per address', async () => {
    const ip = '203.0.113.3';
    let status = 200;
    for (let i = 0; status === 200 && i < 1000; i += 1)
      status = (await lookup('countryCode=DE&search=x', ip)).statusCode;
    expect(status).toBe(429);
    expect((await lookup('countryCode=DE&search=x', '203.0.113.4')).statusCode).toBe(200);
  });
});

describe('city search', () => {
  it("finds shipped cities and the caller's own by id, never another company's", async () => {
    const owner = await createAdmin(t);
    const other = await createAdmin(t);
    const own = await t
      .as(owner.token)
      .post(COMPANY_MASTERS_PATHS.cities, { countryCode: 'DE', name: 'Hamsterhof' });
    expect(own.statusCode, own.body).toBe(201);
    const theirs = await t
      .as(other.token)
      .post(COMPANY_MASTERS_PATHS.cities, { countryCode: 'DE', name: 'Hamsterdorf' });
    expect(theirs.statusCode, theirs.body).toBe(201);

    const res = await t.as(owner.token).get(`${CITY_SEARCH_PATH}?search=hamster`);
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data.items as CityRef[];
    expect(found).toEqual([{ id: own.json().data.item.id, name: 'Hamsterhof', countryCode: 'DE' }]);

    const shipped = (await t.as(owner.token).get(`${CITY_SEARCH_PATH}?search=hamb&countryCode=de`)).json()
      .data.items as CityRef[];
    expect(shipped.map((c) => c.name)).toContain('Hamburg');
    expect(shipped.every((c) => Number.isInteger(c.id) && c.countryCode === 'DE')).toBe(true);
  });

  it('is closed to the signed out and refuses a bad country', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${CITY_SEARCH_PATH}?search=ham` });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await createAdmin(t);
    const bad = await t.as(token).get(`${CITY_SEARCH_PATH}?countryCode=DEU`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('countryCode');
  });
});
