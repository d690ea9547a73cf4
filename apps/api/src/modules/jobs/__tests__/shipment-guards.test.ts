import { enquiryPath, JOB_PATHS, type JobStatusCode, PERMISSIONS } from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContainers, jobs, jobTransportLegs, statusHistory } from '../../../db/schema';
import { createUser } from '../../../test/factories';
import { createJobScene, type JobScene, jobState, SHIPMENT_MAIN_LEG } from '../../../test/job-factories';
import { expectFieldError, expectItem } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The shipment guards (issue 24) through the API: each guarded move refuses with a 409 naming the
 * missing fact and changes nothing, then passes once the fact is entered; the move's event time,
 * classifier and place are stored and returned; a relaxed guard lets the move pass and records it.
 */

let t: TestApp;
let scene: JobScene;
beforeAll(async () => {
  t = await createTestApp();
  scene = await createJobScene(t);
}, 60_000);
afterAll(() => t.close());

const statusUrl = () => enquiryPath(JOB_PATHS.jobStatus, { id: scene.job.id });
const shipmentUrl = () => enquiryPath(JOB_PATHS.jobShipment, { id: scene.job.id });
const containersUrl = () => enquiryPath(JOB_PATHS.containers, { id: scene.job.id });

async function move(status: JobStatusCode, extra: Record<string, unknown> = {}) {
  const { version } = await jobState(t, scene.job.id);
  return t.as(scene.ops.token).post(statusUrl(), { status, version, ...extra });
}

async function refused(status: JobStatusCode, field: string, pattern: RegExp) {
  const before = await jobState(t, scene.job.id);
  const error = expectFieldError(await move(status), 409, field);
  expect(error.defaultMessage).toMatch(pattern);
  expect(await jobState(t, scene.job.id)).toEqual(before);
}

async function putShipment(body: Record<string, unknown>) {
  const { version } = await jobState(t, scene.job.id);
  return expectItem(await t.as(scene.ops.token).put(shipmentUrl(), { version, ...body }));
}

describe('shipment guards', () => {
  it('SPBO needs the carrier booking number', async () => {
    await refused(
      'SPBO',
      'carrierBookingReference',
      /SPBO \(space booked\) needs the carrier booking number/,
    );
    await putShipment({ carrierBookingReference: 'MSC-BKG-77', legs: [SHIPMENT_MAIN_LEG] });
    expect(expectItem(await move('SPBO'))).toMatchObject({ status: 'SPBO' });
  });

  it('CGLD needs every booked container numbered and sealed', async () => {
    await refused('CGLD', 'containers', /0 of 2 booked containers entered/);
    const [first, second] = ['MSCU1234566', 'TGHU9876542'];
    expectItem(
      await t
        .as(scene.ops.token)
        .post(containersUrl(), { containerNumber: first, sealNumber: 'S1', vgmKg: 12500 }),
      201,
    );
    expectItem(await t.as(scene.ops.token).post(containersUrl(), { containerNumber: second }), 201);
    await refused('CGLD', 'containers', new RegExp(`no seal on ${second}`));
    await t.db
      .update(jobContainers)
      .set({ sealNumber: 'S2' })
      .where(and(eq(jobContainers.jobId, scene.job.id), eq(jobContainers.containerNumber, second)));
    expect(expectItem(await move('CGLD'))).toMatchObject({ status: 'CGLD' });
    const [vgm] = await t.db
      .select({ vgmKg: jobContainers.vgmKg })
      .from(jobContainers)
      .where(eq(jobContainers.containerNumber, first));
    expect(vgm?.vgmKg).toBe('12500.000');
  });

  it('an actual event time in the future is refused on eventAt, and a place must be a UN/LOCODE', async () => {
    const future = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    expectFieldError(await move('TRNT', { eventAt: future, eventClassifier: 'ACT' }), 400, 'eventAt');
    expectFieldError(await move('TRNT', { eventLocation: 'Shanghai' }), 400, 'eventLocation');
    expect((await jobState(t, scene.job.id)).status).toBe('CGLD');
  });

  it('TRNT needs the main leg, and an actual TRNT sets its actual departure with the event recorded', async () => {
    await t.db.delete(jobTransportLegs).where(eq(jobTransportLegs.jobId, scene.job.id));
    await refused('TRNT', 'legs', /vessel or flight, voyage, actual departure/);
    await putShipment({ carrierBookingReference: 'MSC-BKG-77', legs: [SHIPMENT_MAIN_LEG] });
    const sailed = new Date(t.clock.now.getTime() - 2 * 3_600_000).toISOString();
    expect(expectItem(await move('TRNT', { eventAt: sailed, eventClassifier: 'ACT' }))).toMatchObject({
      status: 'TRNT',
    });
    const [leg] = await t.db.select().from(jobTransportLegs).where(eq(jobTransportLegs.jobId, scene.job.id));
    expect(leg?.actualDeparture?.toISOString()).toBe(sailed);
    const timeline = await t.as(scene.ops.token).get(enquiryPath(JOB_PATHS.jobHistory, { id: scene.job.id }));
    const entry = (timeline.json().data.items as { code: string }[]).find((e) => e.code === 'TRNT');
    expect(entry).toMatchObject({
      eventAt: sailed,
      eventClassifier: 'ACT',
      eventLocation: 'CNSHA',
      waivedGuards: null,
    });
  });

  it('an estimated AADP is recorded as estimated at the place given', async () => {
    const eta = new Date(t.clock.now.getTime() + 5 * 86_400_000).toISOString();
    expectItem(await move('AADP', { eventAt: eta, eventClassifier: 'EST', eventLocation: 'AEJEA' }));
    const [row] = await t.db
      .select({ eventAt: statusHistory.eventAt, eventClassifier: statusHistory.eventClassifier })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordId, scene.job.id), eq(statusHistory.toStatus, 'AADP')));
    expect(row).toEqual({ eventAt: new Date(eta), eventClassifier: 'EST' });
  });

  it('DORE needs a bill of lading number; a relaxed guard passes and the history records it', async () => {
    await refused(
      'DORE',
      'transportDocumentReference',
      /DORE \(delivery order released\) needs the MBL or HBL number/,
    );
    const admin = await createUser(t, { company: scene.forwarder, permissions: [PERMISSIONS.businessAdmin] });
    expectFieldError(
      await t.as(admin.token).put(JOB_PATHS.shipmentGuardSettings, { relaxed: ['XXXX'] }),
      400,
      'relaxed.0',
    );
    const saved = expectItem<{
      guards: { status: string; relaxed: boolean; relaxedBy: { id: number } | null }[];
    }>(await t.as(admin.token).put(JOB_PATHS.shipmentGuardSettings, { relaxed: ['DORE'] }));
    expect(saved.guards.find((g) => g.status === 'DORE')).toMatchObject({
      relaxed: true,
      relaxedBy: { id: admin.id },
    });
    expect(saved.guards.find((g) => g.status === 'SPBO')).toMatchObject({ relaxed: false, relaxedBy: null });
    // Operations may not relax a guard.
    expect(
      (await t.as(scene.ops.token).put(JOB_PATHS.shipmentGuardSettings, { relaxed: [] })).statusCode,
    ).toBe(403);

    expect(expectItem(await move('DORE'))).toMatchObject({ status: 'DORE' });
    const [row] = await t.db
      .select({ waived: statusHistory.waivedGuards })
      .from(statusHistory)
      .where(and(eq(statusHistory.recordId, scene.job.id), eq(statusHistory.toStatus, 'DORE')));
    expect(row?.waived).toMatch(/needs the MBL or HBL number .*guard relaxed/);
    // The customer never reads what was waived.
    const mine = await t
      .as(scene.customerUser.token)
      .get(enquiryPath(JOB_PATHS.myJobHistory, { id: scene.job.id }));
    expect(mine.body).not.toMatch(/guard relaxed/);
    const [job] = await t.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, scene.job.id));
    expect(job?.status).toBe('DORE');
  });
});
