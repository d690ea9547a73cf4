import { COMPANY_MASTERS_PATHS, type ShippingLine } from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingCompanies } from '../../../db/schema';
import { expectDeleted, expectHostileRefusedOnWrites, type RecordCalls } from '../../../test/company-records';
import {
  expectDeletionRefusedWhileFreeDaysUse,
  type ShippedReferences,
  startMastersTest,
} from '../../../test/masters';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import { countRows } from '../../../test/row-counts';
import type { TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.shippingLines;

let t: TestApp;
let admin: string;
let refs: ShippedReferences;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, admin, refs, calls } = await startMastersTest(PATH));
});
afterAll(() => t.close());

const LINE = { name: 'Gulf Feeder Services', shippingMode: 'sea', scacCode: 'GFSL' };

describe('shipping lines', () => {
  it('creates, reads, updates and deletes its own line', async () => {
    const created = await calls.create<ShippingLine>(admin, LINE);
    expect(created).toMatchObject({ ...LINE, iataCode: null, iataPrefix: null, isCompanyOwned: true });
    const updated = await calls.put(admin, created.id, {
      name: 'Gulf Air Cargo',
      shippingMode: 'air',
      iataCode: 'G9',
      iataPrefix: '514',
    });
    expect(updated.json().data.item).toMatchObject({ shippingMode: 'air', scacCode: null, iataCode: 'G9' });
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('lists the shipped lines and its own; only its own may be changed', async () => {
    const own = await calls.create(admin, { ...LINE, name: 'Oceanic Own Line' });
    const shipped = await calls.item<ShippingLine>(admin, refs.seaLineId);
    expect(shipped.isCompanyOwned).toBe(false);

    const owned = await calls.list<ShippingLine>(admin, '?origin=own');
    expect(owned.items.map((l) => l.id)).toEqual([own.id]);
    const fromShipped = await calls.list<ShippingLine>(admin, '?origin=shipped&pageSize=100');
    expect(fromShipped.items.every((l) => !l.isCompanyOwned)).toBe(true);
    expect(fromShipped.items.map((l) => l.id)).toContain(refs.seaLineId);
    expect((await calls.list(admin, '?shippingMode=air&origin=own')).total).toBe(0);
    expect((await calls.list(admin, '?search=oceanic own')).total).toBe(1);
    expect((await calls.list(admin, '?search=GFSL&origin=own')).total).toBe(1);

    const before = await countRows(t.db);
    for (const res of [
      await calls.put(admin, refs.seaLineId, { ...LINE, name: 'Renamed carrier' }),
      await calls.remove(admin, refs.seaLineId),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await countRows(t.db)).toEqual(before);
    expect(await calls.item(admin, refs.seaLineId)).toEqual(shipped);
  });

  it('refuses a name its own lines or the shipped lines of the same mode have, in any case', async () => {
    await calls.create(admin, { ...LINE, name: 'Coastal Express' });
    const again = await calls.post(admin, { ...LINE, name: 'COASTAL EXPRESS' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('name');
    await calls.create(admin, { name: 'Coastal Express', shippingMode: 'air' });

    const [shipped] = await t.db
      .select()
      .from(shippingCompanies)
      .where(eq(shippingCompanies.id, refs.seaLineId));
    const copy = await calls.post(admin, { name: shipped?.name.toLowerCase(), shippingMode: 'sea' });
    expect(copy.statusCode, copy.body).toBe(409);
    expect(copy.json().errors[0].field).toBe('name');
  });

  it('refuses to delete a line that free days use, with the reason', async () => {
    const line = await calls.create(admin, { ...LINE, name: 'Busy Line' });
    await expectDeletionRefusedWhileFreeDaysUse(t, admin, refs, {
      path: PATH,
      id: line.id,
      use: { shippingCompanyId: line.id },
    });
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const formats: HostileCase[] = [
      { name: 'unknown mode', body: { ...LINE, shippingMode: 'rail' }, field: 'shippingMode' },
      { name: 'SCAC of 5', body: { ...LINE, scacCode: 'ABCDE' }, field: 'scacCode' },
      { name: 'lower-case SCAC', body: { ...LINE, scacCode: 'gfsl' }, field: 'scacCode' },
      { name: 'IATA code on a carrier', body: { ...LINE, iataCode: 'EK' }, field: 'iataCode' },
      { name: 'SCAC on an airline', body: { ...LINE, shippingMode: 'air' }, field: 'scacCode' },
      {
        name: 'IATA prefix of 4',
        body: { ...LINE, shippingMode: 'air', scacCode: null, iataPrefix: '1234' },
        field: 'iataPrefix',
      },
      { name: 'isCompanyOwned', body: { ...LINE, isCompanyOwned: false }, field: 'isCompanyOwned' },
    ];
    const cases = hostileBodies(LINE, { required: 'shippingMode', text: 'name' }, formats);
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, { ...LINE, name: 'Hostile Target Line' });
  });
});
