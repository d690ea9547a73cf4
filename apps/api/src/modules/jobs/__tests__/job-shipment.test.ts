import { enquiryPath, JOB_PATHS, type Job } from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobScene, type JobScene } from '../../../test/job-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let a: JobScene;
let b: JobScene;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-12-07T09:00:00Z');
  a = await createJobScene(t);
  b = await createJobScene(t);
}, 120_000);
afterAll(() => t.close());

const at = (p: string, id: number) => enquiryPath(p, { id });
const readJob = async (scene: JobScene) =>
  expectItem<Job>(await t.as(scene.ops.token).get(at(JOB_PATHS.job, scene.job.id)));

const MAIN = {
  stage: 'MNC',
  mode: 'VESSEL',
  vesselName: 'MSC GULSUN',
  vesselImoNumber: '9839430',
  voyageNumber: '451E',
  loadLocation: 'CNSHA',
  dischargeLocation: 'AEJEA',
  plannedDeparture: '2026-12-01T08:00:00Z',
  actualDeparture: '2026-12-02T14:30:00+04:00',
  estimatedArrival: '2026-12-20T06:00:00Z',
};
const PRE = { stage: 'PRC', mode: 'TRUCK', loadLocation: 'CNNGB', dischargeLocation: 'CNSHA' };

describe("the shipment's facts on the job", () => {
  it('stores the booking number, the bills of lading and the legs in stage order; both doors read them', async () => {
    const job = await readJob(a);
    expect(job.shipment).toEqual({
      carrierBookingReference: null,
      transportDocumentReference: null,
      houseBillNumber: null,
      legs: [],
    });
    const saved = expectItem<Job>(
      await t.as(a.ops.token).put(at(JOB_PATHS.jobShipment, a.job.id), {
        version: job.version,
        carrierBookingReference: 'MSCU-BK-778812',
        transportDocumentReference: 'MEDUSH123456',
        houseBillNumber: '',
        legs: [MAIN, PRE],
      }),
    );
    expect(saved.version).toBe(job.version + 1);
    expect(saved.shipment).toMatchObject({
      carrierBookingReference: 'MSCU-BK-778812',
      transportDocumentReference: 'MEDUSH123456',
      houseBillNumber: null,
    });
    expect(saved.shipment.legs.map((l) => l.stage)).toEqual(['PRC', 'MNC']);
    expect(saved.shipment.legs[1]).toMatchObject({
      vesselName: 'MSC GULSUN',
      vesselImoNumber: '9839430',
      voyageNumber: '451E',
      actualDeparture: '2026-12-02T10:30:00.000Z',
      estimatedArrival: '2026-12-20T06:00:00.000Z',
      actualArrival: null,
      flightNumber: null,
    });
    const mine = expectItem<Job>(await t.as(a.customerUser.token).get(at(JOB_PATHS.myJob, a.job.id)));
    expect(mine.shipment).toEqual(saved.shipment);

    // The whole set each time: a leg left out is gone.
    const again = expectItem<Job>(
      await t.as(a.ops.token).put(at(JOB_PATHS.jobShipment, a.job.id), {
        version: saved.version,
        carrierBookingReference: 'MSCU-BK-778812',
        transportDocumentReference: 'MEDUSH123456',
        legs: [MAIN],
      }),
    );
    expect(again.shipment.legs.map((l) => l.stage)).toEqual(['MNC']);
  });

  it.each([
    ['a bad UN/LOCODE', { legs: [{ ...MAIN, loadLocation: 'Shanghai' }] }, 'legs.0.loadLocation'],
    [
      'an IMO number with a wrong check digit',
      { legs: [{ ...MAIN, vesselImoNumber: '9839431' }] },
      'legs.0.vesselImoNumber',
    ],
    ['a stage twice', { legs: [MAIN, { ...MAIN }] }, 'legs.1.stage'],
    [
      'an arrival before the departure',
      { legs: [{ ...MAIN, actualArrival: '2026-12-01T00:00:00Z' }] },
      'legs.0.actualArrival',
    ],
    ['a flight on a vessel leg', { legs: [{ ...MAIN, flightNumber: 'EK9862' }] }, 'legs.0.flightNumber'],
    [
      'an actual departure in the future',
      { legs: [{ ...MAIN, actualDeparture: '2026-12-08T00:00:00Z' }] },
      'legs.0.actualDeparture',
    ],
    [
      'a time without its offset',
      { legs: [{ ...MAIN, plannedDeparture: '2026-12-01T08:00' }] },
      'legs.0.plannedDeparture',
    ],
    ['an unknown mode', { legs: [{ ...MAIN, mode: 'SHIP' }] }, 'legs.0.mode'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, body, field) => {
    const job = await readJob(b);
    const before = await countRows(t.db);
    expectFieldError(
      await t.as(b.ops.token).put(at(JOB_PATHS.jobShipment, b.job.id), { version: job.version, ...body }),
      400,
      field,
    );
    expect(await countRows(t.db)).toEqual(before);
    expect((await readJob(b)).version).toBe(job.version);
  });

  it('refuses a stale version (409) and another company’s job (404)', async () => {
    const job = await readJob(b);
    expectFieldError(
      await t
        .as(b.ops.token)
        .put(at(JOB_PATHS.jobShipment, b.job.id), { version: job.version + 1, legs: [] }),
      409,
      'version',
    );
    const theirs = await t
      .as(a.ops.token)
      .put(at(JOB_PATHS.jobShipment, b.job.id), { version: job.version, legs: [] });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.as(a.ops.token).post(at(JOB_PATHS.jobHblNumber, b.job.id), { version: job.version }))
        .statusCode,
    ).toBe(404);
    // Reading is not writing: accounts see the job but may not change its facts.
    expect(
      (
        await t
          .as(b.accounts.token)
          .put(at(JOB_PATHS.jobShipment, b.job.id), { version: job.version, legs: [] })
      ).statusCode,
    ).toBe(403);
  });

  it('numbers the house bill from the company’s sequence once, and refuses a number another job holds', async () => {
    const job = await readJob(b);
    const numbered = expectItem<Job>(
      await t.as(b.ops.token).post(at(JOB_PATHS.jobHblNumber, b.job.id), { version: job.version }),
    );
    expect(numbered.shipment.houseBillNumber).toBe('HBL-2026-000001');
    expectFieldError(
      await t.as(b.ops.token).post(at(JOB_PATHS.jobHblNumber, b.job.id), { version: numbered.version }),
      409,
      'houseBillNumber',
    );
    // Another job of the same company may not type the same number.
    const other = await createJobScene(t, b);
    const otherJob = await readJob(other);
    expectFieldError(
      await t.as(other.ops.token).put(at(JOB_PATHS.jobShipment, other.job.id), {
        version: otherJob.version,
        houseBillNumber: 'HBL-2026-000001',
        legs: [],
      }),
      409,
      'houseBillNumber',
    );
    const next = expectItem<Job>(
      await t
        .as(other.ops.token)
        .post(at(JOB_PATHS.jobHblNumber, other.job.id), { version: otherJob.version }),
    );
    expect(next.shipment.houseBillNumber).toBe('HBL-2026-000002');
  });
});
