import { COMPANY_MASTERS_PATHS, type CompanyPort } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../../db/schema';
import {
  expectDeleted,
  expectHiddenFromOtherCompany,
  expectHostileRefusedOnWrites,
  type RecordCalls,
} from '../../../test/company-records';
import { createAdmin } from '../../../test/factories';
import {
  expectDeletionRefusedWhileFreeDaysUse,
  type ShippedReferences,
  startMastersTest,
} from '../../../test/masters';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import type { TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.ports;

let t: TestApp;
let admin: string;
let refs: ShippedReferences;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, admin, refs, calls } = await startMastersTest(PATH));
});
afterAll(() => t.close());

const PORT = {
  type: 'sea',
  code: 'AEKQQ',
  name: 'Khor Private Wharf',
  city: 'Ras Al Khaimah',
  countryCode: 'AE',
};

describe('company ports and custom points', () => {
  it('creates, reads, updates and deletes a port, filling the search text', async () => {
    const created = await calls.create<CompanyPort>(admin, {
      ...PORT,
      code: 'aekqq',
      timeZone: 'Asia/Dubai',
    });
    expect(created).toMatchObject({
      ...PORT,
      countryName: 'United Arab Emirates',
      timeZone: 'Asia/Dubai',
    });
    const [row] = await t.db.select().from(ports).where(eq(ports.id, created.id));
    expect(row?.searchText).toBe('aekqq khor private wharf ras al khaimah ae');

    const updated = await calls.put(admin, created.id, {
      ...PORT,
      city: '',
      name: 'Khor Wharf',
      timeZone: null,
    });
    expect(updated.json().data.item).toMatchObject({ name: 'Khor Wharf', city: null, timeZone: null });
    const [after] = await t.db.select().from(ports).where(eq(ports.id, created.id));
    expect(after?.searchText).toBe('aekqq khor wharf ae');
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('checks codes by type: UN/LOCODE of the country for sea and dry ports, IATA for airports', async () => {
    const cases: [Record<string, unknown>, number, string | null][] = [
      [{ type: 'dry', code: 'AE2QQ', name: 'Inland Depot 2' }, 201, null],
      [{ type: 'air', code: 'QQZ', name: 'Private Airfield' }, 201, null],
      [{ type: 'sea', code: 'INQQQ' }, 400, 'A UN/LOCODE in AE starts with AE'],
      [{ type: 'sea', code: 'AEQ1Q' }, 400, 'UN/LOCODE'],
      [{ type: 'air', code: 'QQZ1' }, 400, 'IATA'],
      [{ type: 'air', code: 'Q9Z' }, 400, 'IATA'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await calls.post(admin, { ...PORT, ...overrides });
      expect(res.statusCode, `${JSON.stringify(overrides)} ${res.body}`).toBe(status);
      if (message) {
        expect(res.json().errors[0].field).toBe('code');
        expect(res.json().errors[0].defaultMessage).toContain(message);
      }
    }
  });

  it('refuses an unknown country, a duplicate code of its own type, and a code the shipped list has', async () => {
    const unknown = await calls.post(admin, { ...PORT, code: 'QQAAA', countryCode: 'QQ' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().errors[0].field).toBe('countryCode');

    await calls.create(admin, { ...PORT, code: 'AEKQR' });
    const duplicate = await calls.post(admin, { ...PORT, code: 'AEKQR', name: 'Another name' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors[0].field).toBe('code');
    // The same code as a dry port is another port.
    await calls.create(admin, { ...PORT, code: 'AEKQR', type: 'dry' });

    const [seaPort] = await t.db.select().from(ports).where(eq(ports.id, refs.seaPortId));
    const copy = await calls.post(admin, {
      type: 'sea',
      code: seaPort?.code,
      name: 'Copy',
      countryCode: seaPort?.countryCode,
    });
    expect(copy.statusCode, copy.body).toBe(409);
    expect(copy.json().errors[0]).toMatchObject({ field: 'code' });
    expect(copy.json().errors[0].defaultMessage).toContain('shipped list');
  });

  it("lists the world's shipped ports beside its own: 'jebel' finds Jebel Ali (AEJEA) and its own depot", async () => {
    const { token } = await createAdmin(t);
    const depot = await calls.create<CompanyPort>(token, {
      type: 'dry',
      code: 'AEQJB',
      name: 'Jebel Ali Inland Depot',
      countryCode: 'AE',
    });
    expect(depot.isCompanyPort).toBe(true);

    for (const search of ['jebel', 'JEBEL', 'aejea', 'Jebel Ali']) {
      const found = await calls.list<CompanyPort>(token, `?search=${encodeURIComponent(search)}`);
      expect(
        found.items.find((p) => p.code === 'AEJEA'),
        search,
      ).toMatchObject({
        type: 'sea',
        name: 'Jebel Ali',
        countryCode: 'AE',
        countryName: 'United Arab Emirates',
        isCompanyPort: false,
      });
    }
    const both = await calls.list<CompanyPort>(token, '?search=jebel&sort=name');
    expect(both.items.map((p) => [p.code, p.isCompanyPort])).toContainEqual(['AEQJB', true]);
    // LIKE's wildcards are searched as typed, not as wildcards.
    expect((await calls.list(token, '?search=%25')).total).toBe(0);
    expect((await calls.list(token, '?search=_')).total).toBe(0);
  });

  it('filters by type, country and origin, and searches code, name, city or country name', async () => {
    const { token } = await createAdmin(t);
    await calls.create(token, {
      type: 'sea',
      code: 'AEHZ2',
      name: 'Horizon Quay',
      city: 'Fujairah',
      countryCode: 'AE',
    });
    await calls.create(token, {
      type: 'dry',
      code: 'INHZ3',
      name: 'Horizon ICD',
      city: 'Pune',
      countryCode: 'IN',
    });
    await calls.create(token, { type: 'air', code: 'QHZ', name: 'Horizon Airstrip', countryCode: 'IN' });

    const own = await calls.list<CompanyPort>(token, '?origin=own&sort=code');
    expect(own.items.map((p) => p.code)).toEqual(['AEHZ2', 'INHZ3', 'QHZ']);
    expect(own.items.every((p) => p.isCompanyPort)).toBe(true);
    expect((await calls.list(token, '?origin=own&type=dry')).total).toBe(1);
    expect((await calls.list(token, '?origin=own&countryCode=in')).total).toBe(2);
    expect((await calls.list(token, '?origin=own&search=pune')).total).toBe(1);
    expect((await calls.list(token, '?origin=own&search=HORIZON')).total).toBe(3);
    expect((await calls.list(token, '?origin=own&search=india')).total).toBe(2);
    const shipped = await calls.list<CompanyPort>(token, '?origin=shipped&search=horizon&pageSize=100');
    expect(shipped.items.some((p) => p.isCompanyPort)).toBe(false);

    const uaeSea = await calls.list<CompanyPort>(token, '?countryCode=ae&type=sea&pageSize=100');
    expect(uaeSea.items.map((p) => p.code)).toEqual(expect.arrayContaining(['AEJEA', 'AEHZ2']));
    expect(uaeSea.items.every((p) => p.countryCode === 'AE' && p.type === 'sea')).toBe(true);
    const airports = await calls.list<CompanyPort>(token, '?type=air&search=dxb');
    expect(airports.items.map((p) => [p.code, p.type])).toContainEqual(['DXB', 'air']);
    expect((await calls.list(token, '?type=air&search=aejea')).total).toBe(0);
    // The country's name finds its ports, shipped and own.
    const indian = await calls.list<CompanyPort>(token, '?search=india&pageSize=100');
    expect(indian.total).toBeGreaterThan(50);
    expect(indian.items.every((p) => p.countryCode === 'IN' || /india/i.test(`${p.name} ${p.city}`))).toBe(
      true,
    );
  });

  it('pages through thousands of ports without overlap, within the page-size limit', async () => {
    const first = await calls.list<CompanyPort>(admin, '?pageSize=100&sort=code');
    const second = await calls.list<CompanyPort>(admin, '?pageSize=100&page=2&sort=code');
    expect(first.total).toBeGreaterThan(6000);
    expect(first).toMatchObject({ page: 1, pageSize: 100 });
    expect(second).toMatchObject({ page: 2, pageSize: 100, total: first.total });
    expect(first.items).toHaveLength(100);
    const firstIds = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => firstIds.has(p.id))).toBe(false);
    expect(second.items[0]?.code.localeCompare(first.items[99]?.code ?? '')).toBeGreaterThanOrEqual(0);
    expect((await calls.list(admin)).items).toHaveLength(10);
    const beyond = await calls.list(admin, `?page=${Math.ceil(first.total / 100) + 1}&pageSize=100`);
    expect(beyond).toMatchObject({ items: [], total: first.total });

    for (const [query, field] of [
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=0', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
      ['?type=river', 'type'],
      ['?countryCode=ARE', 'countryCode'],
      ['?origin=mine', 'origin'],
      ['?sort=city', 'sort'],
      ['?order=up', 'order'],
      ['?unknown=1', 'unknown'],
    ] as const) {
      expectFieldError(await t.as(admin).get(`${PATH}${query}`), 400, field);
    }
  });

  it('reads a shipped port but never changes it; another company never sees its own', async () => {
    const [jebelAli] = (await calls.list<CompanyPort>(admin, '?search=aejea&type=sea')).items;
    if (!jebelAli) throw new Error('the shipped list lacks AEJEA');
    expect(await calls.item<CompanyPort>(admin, jebelAli.id)).toEqual(jebelAli);
    for (const res of [
      await calls.put(admin, jebelAli.id, { ...PORT, code: 'AEJEA', name: 'Renamed' }),
      await calls.remove(admin, jebelAli.id),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await calls.item(admin, jebelAli.id)).toEqual(jebelAli);

    const port = await calls.create<CompanyPort>(admin, { ...PORT, code: 'AEKQU' });
    const other = await createAdmin(t);
    expect((await calls.list(other.token, '?search=aekqu')).total).toBe(0);
    await expectHiddenFromOtherCompany(t, PATH, {
      id: port.id,
      ownerToken: admin,
      otherToken: other.token,
      body: { ...PORT, code: 'AEKQU' },
    });
  });

  it('refuses to delete a port that free days use, with the reason', async () => {
    const port = await calls.create(admin, { ...PORT, code: 'AEKQS' });
    await expectDeletionRefusedWhileFreeDaysUse(t, admin, refs, {
      path: PATH,
      id: port.id,
      use: { portId: port.id },
    });
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'unknown type', body: { ...PORT, type: 'river' }, field: 'type' },
      { name: 'code of 6', body: { ...PORT, code: 'AEKQQQ' }, field: 'code' },
      { name: 'SQL in code', body: { ...PORT, code: "A'--" }, field: 'code' },
      { name: 'country of 3', body: { ...PORT, countryCode: 'ARE' }, field: 'countryCode' },
      { name: 'digits as country', body: { ...PORT, countryCode: '12' }, field: 'countryCode' },
      { name: 'unknown time zone', body: { ...PORT, timeZone: 'Mars/Olympus' }, field: 'timeZone' },
      { name: 'one-letter name', body: { ...PORT, name: 'K' }, field: 'name' },
    ];
    const cases = hostileBodies(PORT, { required: 'type', text: 'name' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, { ...PORT, code: 'AEKQT' });
  });
});
