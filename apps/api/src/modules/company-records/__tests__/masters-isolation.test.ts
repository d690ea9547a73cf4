import { COMPANY_MASTERS_PATHS as PATHS, WEIGHT_SLAB_PATHS } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHiddenFromOtherCompany, recordCalls } from '../../../test/company-records';
import { createAdmin } from '../../../test/factories';
import { ensureShippedReferences, type ShippedReferences } from '../../../test/masters';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let mine: string;
let other: string;
let refs: ShippedReferences;
beforeAll(async () => {
  t = await createTestApp();
  refs = await ensureShippedReferences(t.db);
  mine = (await createAdmin(t)).token;
  other = (await createAdmin(t)).token;
});
afterAll(() => t.close());

/** One company's masters are invisible to another. */
describe('masters of two companies', () => {
  it("never shows, changes or deletes one company's masters for another", async () => {
    const create = (path: string, body: object) => recordCalls(t, path).create(mine, body);
    const port = await create(PATHS.ports, {
      type: 'sea',
      code: 'AEOQA',
      name: 'Oceanic Quay',
      countryCode: 'AE',
    });
    const line = await create(PATHS.shippingLines, { name: 'Oceanic Private Line', shippingMode: 'sea' });
    const freeDays = {
      shippingCompanyId: line.id,
      portId: port.id,
      containerSizeId: refs.containerSizeIds[0],
      originFreeDays: 10,
      destinationFreeDays: 12,
      demurrageType: 'separate',
      detentionType: 'calendar-days',
    };
    // Each master with a body the other company could validly send (it still must not reach it).
    const masters: [path: string, body: object][] = [
      [PATHS.ports, { type: 'dry', code: 'AEOQB', name: 'Oceanic Depot', countryCode: 'AE' }],
      [PATHS.shippingLines, { name: 'Oceanic Second Line', shippingMode: 'sea' }],
      [PATHS.freeDays, freeDays],
      [PATHS.cities, { countryCode: 'AE', name: 'Oceanic Town' }],
      [
        PATHS.news,
        {
          title: 'Oceanic news',
          body: 'Only for Oceanic.',
          audience: 'all',
          publishFrom: t.clock.now.toISOString(),
        },
      ],
      [PATHS.eventDates, { title: 'Oceanic day', startDate: '2026-05-01' }],
      [PATHS.exchangeRates, { currencyCode: 'EUR', rate: '4.05', validFrom: '2026-01-01' }],
      [
        WEIGHT_SLAB_PATHS.weightSlabs,
        // Lbs: Oceanic's demo slabs (seed/demo-masters.ts) already cover its air Kgs scale.
        { type: 'air', name: 'Oceanic slab', min: 0, max: 45, measurementIn: 'Lbs' },
      ],
    ];
    const created: { path: string; id: number; body: object }[] = [
      {
        path: PATHS.ports,
        id: port.id,
        body: { type: 'sea', code: 'AEOQC', name: 'Hijack', countryCode: 'AE' },
      },
      { path: PATHS.shippingLines, id: line.id, body: { name: 'Hijacked Line', shippingMode: 'sea' } },
    ];
    for (const [path, body] of masters) created.push({ path, id: (await create(path, body)).id, body });

    for (const { path, id, body } of created) {
      await expectHiddenFromOtherCompany(t, path, { id, ownerToken: mine, otherToken: other, body });
    }

    // The other company's free days cannot point at this company's port or line either.
    const borrowed = await recordCalls(t, PATHS.freeDays).post(other, freeDays);
    expect(borrowed.statusCode, borrowed.body).toBe(404);
    expect(borrowed.json().errors[0].field).toBe('shippingCompanyId');
    const borrowedPort = await recordCalls(t, PATHS.freeDays).post(other, {
      ...freeDays,
      shippingCompanyId: refs.seaLineId,
    });
    expect(borrowedPort.json().errors[0].field).toBe('portId');
  });
});
