import { COMPANY_MASTERS_PATHS, type CompanyPort } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../../db/schema';
import { expectDeleted, expectHostileRefusedOnWrites, type RecordCalls } from '../../../test/company-records';
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

  it('lists only its own ports, filtered by type and country and searched by code, name or city', async () => {
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
    const all = await calls.list<CompanyPort>(token, '?sort=code');
    expect(all.items.map((p) => p.code)).toEqual(['AEHZ2', 'INHZ3', 'QHZ']);
    expect(all.items.map((p) => p.id)).not.toContain(refs.seaPortId);
    expect((await calls.list(token, '?type=dry')).total).toBe(1);
    expect((await calls.list(token, '?countryCode=in')).total).toBe(2);
    expect((await calls.list(token, '?type=sea&countryCode=IN')).total).toBe(0);
    expect((await calls.list(token, '?search=pune')).total).toBe(1);
    expect((await calls.list(token, '?search=HORIZON')).total).toBe(3);
    expect((await calls.list(token, '?search=india')).total).toBe(2);
    expect((await calls.list(token, '?pageSize=2&sort=name&order=desc')).items).toHaveLength(2);
    expectFieldError(await t.as(token).get(`${PATH}?type=river`), 400, 'type');
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
