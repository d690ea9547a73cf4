import { type City, COMPANY_MASTERS_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../db/schema';
import { expectDeleted, expectHostileRefusedOnWrites, type RecordCalls } from '../../../test/company-records';
import { createAdmin } from '../../../test/factories';
import { startMastersTest } from '../../../test/masters';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import type { TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.cities;

let t: TestApp;
let admin: string;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, admin, calls } = await startMastersTest(PATH));
});
afterAll(() => t.close());

const CITY = { countryCode: 'AE', name: 'Hatta', timeZone: 'Asia/Dubai' };

describe('cities', () => {
  it('creates, reads, updates and deletes a city', async () => {
    const created = await calls.create<City>(admin, { ...CITY, countryCode: 'ae' });
    expect(created).toMatchObject({ ...CITY, countryName: 'United Arab Emirates' });
    const updated = await calls.put(admin, created.id, {
      countryCode: 'IN',
      name: 'Hatta Town',
      timeZone: '',
    });
    expect(updated.json().data.item).toMatchObject({ countryCode: 'IN', name: 'Hatta Town', timeZone: null });
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('keeps one city of a name per country, in any case, and none that the shipped list has', async () => {
    await calls.create(admin, { ...CITY, name: 'Masafi' });
    const again = await calls.post(admin, { ...CITY, name: 'MASAFI' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors[0].field).toBe('name');
    await calls.create(admin, { ...CITY, name: 'Masafi', countryCode: 'IN' });

    await t.db.insert(cities).values({ countryCode: 'DE', name: 'Shipped Town' }).onConflictDoNothing();
    const shipped = await calls.post(admin, { countryCode: 'DE', name: 'shipped town' });
    expect(shipped.statusCode, shipped.body).toBe(409);
    expect(shipped.json().errors[0].field).toBe('name');

    const unknown = await calls.post(admin, { ...CITY, countryCode: 'QQ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].field).toBe('countryCode');
  });

  it('lists only its own cities, filtered by country and searched by name', async () => {
    const { token } = await createAdmin(t);
    for (const [countryCode, name] of [
      ['AE', 'Dibba'],
      ['AE', 'Khor Fakkan'],
      ['IN', 'Kandla Town'],
    ]) {
      await calls.create(token, { countryCode, name });
    }
    const all = await calls.list<City>(token, '?sort=name&order=desc');
    expect(all.items.map((c) => c.name)).toEqual(['Khor Fakkan', 'Kandla Town', 'Dibba']);
    expect((await calls.list(token, '?countryCode=AE')).total).toBe(2);
    expect((await calls.list(token, '?search=KHOR')).total).toBe(1);
    expect((await calls.list(token, '?pageSize=1&page=3')).items).toHaveLength(1);
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'country of 3', body: { ...CITY, countryCode: 'ARE' }, field: 'countryCode' },
      { name: 'unknown time zone', body: { ...CITY, timeZone: 'Asia/Atlantis' }, field: 'timeZone' },
      { name: 'time zone with a path', body: { ...CITY, timeZone: '../../etc/passwd' }, field: 'timeZone' },
      { name: 'one-letter name', body: { ...CITY, name: 'H' }, field: 'name' },
    ];
    const cases = hostileBodies(CITY, { required: 'countryCode', text: 'name' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, { ...CITY, name: 'Fili' });
  });
});
