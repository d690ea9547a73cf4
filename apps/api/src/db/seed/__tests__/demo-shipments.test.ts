import {
  enquiryPath,
  isImoNumber,
  JOB_PATHS,
  type Job,
  type JobListItem,
  type JobTimelineEntry,
  UN_LOCODE_PATTERN,
} from '@fastforward/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectItem, expectList } from '../../../test/responses';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Oceanic's demo jobs carry the shipment's facts (seed/demo-shipments.ts) as the job page reads them. */

let t: TestApp;
let jobsByStatus: Map<string, Job>;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await t.login('ffd.ops');
  const board = expectList<JobListItem>(await t.as(token).get(`${JOB_PATHS.jobs}?pageSize=100`));
  const full = await Promise.all(
    board.items.map(async (row) =>
      expectItem<Job>(await t.as(token).get(enquiryPath(JOB_PATHS.job, { id: row.id }))),
    ),
  );
  jobsByStatus = new Map(full.map((job) => [job.status, job]));
});
afterAll(() => t.close());

const job = (status: string) => {
  const found = jobsByStatus.get(status);
  if (!found) throw new Error(`no demo job at ${status}`);
  return found;
};

describe("Oceanic's demo shipments", () => {
  it('books space with the carrier from SPBO on, the main carriage on a real vessel between UN/LOCODE ports', () => {
    expect(job('QUED').shipment).toEqual({
      carrierBookingReference: null,
      transportDocumentReference: null,
      houseBillNumber: null,
      legs: [],
    });
    const booked = job('SPBO').shipment;
    expect(booked.carrierBookingReference).toMatch(/^[A-Z]{4}\d{9}$/);
    expect(booked.transportDocumentReference).toBeNull();
    const [main] = booked.legs;
    expect(main).toMatchObject({ stage: 'MNC', mode: 'VESSEL', actualDeparture: null });
    expect(isImoNumber(main?.vesselImoNumber ?? '')).toBe(true);
    expect(main?.loadLocation).toMatch(UN_LOCODE_PATTERN);
    expect(main?.dischargeLocation).toMatch(UN_LOCODE_PATTERN);
    expect(main?.plannedDeparture).not.toBeNull();
  });

  it('sails at the TRNT move with its B/L numbers, and arrives at the AADP move', async () => {
    const sailing = job('TRNT');
    const { token } = await t.login('ffd.ops');
    const history = expectList<JobTimelineEntry>(
      await t.as(token).get(enquiryPath(JOB_PATHS.jobHistory, { id: sailing.id })),
    );
    const [main] = sailing.shipment.legs;
    const sailed = history.items.find((h) => h.code === 'TRNT');
    expect(main?.actualDeparture).toBe(sailed?.changedAt);
    // The move is its event, at the port of loading: the customer's tracker shows where it sailed from.
    expect(sailed).toMatchObject({
      eventAt: sailed?.changedAt,
      eventClassifier: 'ACT',
      eventLocation: main?.loadLocation,
    });
    expect(main?.actualArrival).toBeNull();
    expect(main?.estimatedArrival).not.toBeNull();
    expect(sailing.shipment.transportDocumentReference).toMatch(/^[A-Z]{4}\d{9}$/);
    expect(sailing.shipment.houseBillNumber).toMatch(/^HBL-\d{4}-\d{6}$/);

    const arrived = job('CLOS').shipment.legs[0];
    expect(arrived?.actualArrival).not.toBeNull();
    expect(Date.parse(arrived?.actualArrival ?? '')).toBeGreaterThan(
      Date.parse(arrived?.actualDeparture ?? ''),
    );
    // One HBL sequence: every sailed job has its own number.
    const houseBills = [...jobsByStatus.values()].map((j) => j.shipment.houseBillNumber).filter(Boolean);
    expect(new Set(houseBills).size).toBe(houseBills.length);
  });

  it('puts the carrier, vessel/voyage, B/L and container count on the board, and finds a job by its B/L', async () => {
    const { token } = await t.login('ffd.ops');
    const sailing = job('TRNT');
    const bl = sailing.shipment.transportDocumentReference as string;
    const found = expectList<JobListItem>(await t.as(token).get(`${JOB_PATHS.jobs}?search=${bl}`));
    expect(found.items.map((row) => row.id)).toEqual([sailing.id]);
    const [main] = sailing.shipment.legs;
    expect(found.items[0]).toMatchObject({
      carrier: sailing.option.shippingLine?.name ?? null,
      vesselVoyage: `${main?.vesselName} / ${main?.voyageNumber}`,
      billOfLading: bl,
      containerCount: expect.any(Number),
    });
    expect(found.items[0]?.containerCount).toBeGreaterThan(0);
    const queued = expectList<JobListItem>(await t.as(token).get(`${JOB_PATHS.jobs}?status=QUED`)).items[0];
    expect(queued).toMatchObject({ vesselVoyage: null, billOfLading: null, containerCount: 0 });
  });
});
