import { COMPANY_MASTERS_PATHS, type FreeDays } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectDeleted,
  expectHostileRefusedOnWrites,
  type RecordCalls,
  recordCalls,
} from '../../../test/company-records';
import { createAdmin } from '../../../test/factories';
import { type ShippedReferences, startMastersTest } from '../../../test/masters';
import { type HostileCase, hostileBodies } from '../../../test/organisation';
import { expectFieldError } from '../../../test/responses';
import type { TestApp } from '../../../test/test-app';

const PATH = COMPANY_MASTERS_PATHS.freeDays;

let t: TestApp;
let admin: string;
let second: string;
let refs: ShippedReferences;
let calls: RecordCalls;
beforeAll(async () => {
  ({ t, admin, refs, calls } = await startMastersTest(PATH));
  second = (await createAdmin(t)).token;
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  shippingCompanyId: refs.seaLineId,
  portId: refs.seaPortId,
  containerSizeId: refs.containerSizeIds[0],
  originFreeDays: 7,
  destinationFreeDays: 14,
  demurrageType: 'separate',
  detentionType: 'calendar-days',
  ...overrides,
});

describe('free days', () => {
  it('creates, reads, updates and deletes an entry, naming its line, port and size', async () => {
    const created = await calls.create<FreeDays>(admin, body());
    expect(created).toMatchObject(body());
    expect(created.shippingLineName).toBeTruthy();
    expect(created.portName).toBeTruthy();
    expect(created.containerSize).toBeTruthy();

    const updated = await calls.put(
      admin,
      created.id,
      body({
        originFreeDays: 0,
        destinationFreeDays: 365,
        demurrageType: 'merged',
        detentionType: 'working-days',
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await calls.item(admin, created.id)).toMatchObject({
      originFreeDays: 0,
      destinationFreeDays: 365,
      demurrageType: 'merged',
      detentionType: 'working-days',
    });
    await expectDeleted(t, PATH, admin, created.id);
  });

  it('keeps one entry per line, port and size: a second is a 409 on create and on update', async () => {
    const first = await calls.create(second, body());
    const again = await calls.post(second, body({ originFreeDays: 3 }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ field: 'containerSizeId' });

    const other = await calls.create(second, body({ containerSizeId: refs.containerSizeIds[1] }));
    const moved = await calls.put(second, other.id, body());
    expect(moved.statusCode, moved.body).toBe(409);
    // Another company may keep the same combination.
    const mine = await calls.create(admin, body());
    await calls.remove(admin, mine.id);
    await calls.remove(second, first.id);
    await calls.remove(second, other.id);
  });

  it('takes shipped and own sea lines and ports, refusing airlines, airports and what it cannot see', async () => {
    const port = (token: string, code: string, type = 'sea') =>
      recordCalls(t, COMPANY_MASTERS_PATHS.ports).create(token, {
        type,
        code,
        name: `Quay ${code}`,
        countryCode: 'AE',
      });
    const ownPort = (await port(admin, 'AEQQQ', 'dry')).id;
    const otherPort = (await port(second, 'AEZZZ')).id;
    const ownLine = (
      await recordCalls(t, COMPANY_MASTERS_PATHS.shippingLines).create(admin, {
        name: 'Oceanic Feeder Line',
        shippingMode: 'sea',
      })
    ).id;

    const entry = await calls.create(admin, body({ portId: ownPort, shippingCompanyId: ownLine }));
    expect(entry).toMatchObject({ portCode: 'AEQQQ', shippingLineName: 'Oceanic Feeder Line' });
    expect((await calls.create(admin, body({ portId: refs.dryPortId }))).portId).toBe(refs.dryPortId);

    const refused: [Record<string, unknown>, number, string][] = [
      [{ shippingCompanyId: refs.airLineId }, 400, 'shippingCompanyId'],
      [{ portId: refs.airPortId }, 400, 'portId'],
      [{ portId: otherPort }, 404, 'portId'],
      [{ portId: 2_000_000_000 }, 404, 'portId'],
      [{ shippingCompanyId: 2_000_000_000 }, 404, 'shippingCompanyId'],
      [{ containerSizeId: 2_000_000_000 }, 404, 'containerSizeId'],
    ];
    for (const [overrides, status, field] of refused) {
      const res = await calls.post(admin, body(overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(status);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it('pages, searches and filters by line, port and size', async () => {
    const { token } = await createAdmin(t);
    for (const containerSizeId of refs.containerSizeIds) {
      await calls.create(token, body({ containerSizeId }));
      await calls.create(token, body({ containerSizeId, portId: refs.dryPortId }));
    }
    const page = await calls.list(token, '?pageSize=3&sort=port&order=asc');
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page.items).toHaveLength(3);
    expect((await calls.list(token, '?page=2&pageSize=3')).items).toHaveLength(1);
    expect((await calls.list(token, `?portId=${refs.dryPortId}`)).total).toBe(2);
    expect((await calls.list(token, `?containerSizeId=${refs.containerSizeIds[1]}`)).total).toBe(2);
    expect((await calls.list(token, `?shippingCompanyId=${refs.airLineId}`)).total).toBe(0);
    const dry = await calls.item(
      token,
      (await calls.list(token, `?portId=${refs.dryPortId}`)).items[0]?.id as number,
    );
    expect((await calls.list(token, `?search=${encodeURIComponent(String(dry.portCode))}`)).total).toBe(2);
    expect((await calls.list(token, '?search=%25')).total).toBe(0);
    expectFieldError(await t.as(token).get(`${PATH}?portId=abc`), 400, 'portId');
  });

  it('refuses hostile bodies on create and update, storing nothing', async () => {
    const valid = body({ containerSizeId: refs.containerSizeIds[1] });
    const formats: HostileCase[] = [
      { name: 'negative days', body: { ...valid, originFreeDays: -1 }, field: 'originFreeDays' },
      { name: '366 days', body: { ...valid, destinationFreeDays: 366 }, field: 'destinationFreeDays' },
      { name: 'fractional days', body: { ...valid, originFreeDays: 1.5 }, field: 'originFreeDays' },
      { name: 'unknown demurrage type', body: { ...valid, demurrageType: 'weekly' }, field: 'demurrageType' },
      { name: 'unknown detention type', body: { ...valid, detentionType: 'DROP' }, field: 'detentionType' },
      { name: 'string port id', body: { ...valid, portId: '1 or 1=1' }, field: 'portId' },
      { name: 'zero line id', body: { ...valid, shippingCompanyId: 0 }, field: 'shippingCompanyId' },
      { name: 'huge size id', body: { ...valid, containerSizeId: 2 ** 40 }, field: 'containerSizeId' },
    ];
    const cases = hostileBodies(
      valid,
      { required: 'portId', text: 'demurrageType', number: 'originFreeDays' },
      formats,
    );
    await expectHostileRefusedOnWrites(t, admin, PATH, cases, valid);
  });
});
