import { emptyToNull, type JobShipmentRequest, LEG_TIME_FIELDS } from '@fastforward/domain';
import { and, eq, sql } from 'drizzle-orm';
import { jobs, jobTransportLegs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { uniqueViolationOf } from '../../lib/db-errors';
import type { AuthContext } from '../../plugins/auth';
import { allocateDocumentNumber } from '../numbering/numbering.service';
import { assertJobVersion, loadStaffJob, lockJob } from './job-records';
import { findJob, type JobItem } from './job-view';

/**
 * The shipment's facts on a job (issue 24): the carrier's booking number, the master and house
 * bills of lading, and the transport legs. Operations write them whole at the job's version; both
 * doors read them with the job.
 */

type ShipmentDeps = Pick<AppDeps, 'db' | 'clock'>;

const timeOf = (value: string | null | undefined) => (value ? new Date(value) : null);

/** An actual time is what happened: never after now (the app clock), named by its field. */
function assertActualsPast(input: JobShipmentRequest, now: Date) {
  input.legs.forEach((leg, i) => {
    for (const field of ['actualDeparture', 'actualArrival'] as const) {
      const at = timeOf(leg[field]);
      if (at && at.getTime() > now.getTime()) {
        const label = field === 'actualDeparture' ? 'Actual departure' : 'Actual arrival';
        throw AppError.fieldError(`legs.${i}.${field}`, `${label} must not be in the future`);
      }
    }
  });
}

const houseBillTaken = (number: string) =>
  AppError.fieldError('houseBillNumber', `HBL number ${number} is on another job of the company`, 'CONFLICT');

/** PUT jobShipment: the whole of the facts at the version read; the job answered as it now stands. */
export async function saveJobShipment(
  deps: ShipmentDeps,
  auth: AuthContext,
  id: number,
  input: JobShipmentRequest,
): Promise<JobItem> {
  const loaded = await loadStaffJob(deps.db, auth, id);
  assertActualsPast(input, deps.clock());
  const houseBillNumber = emptyToNull(input.houseBillNumber?.trim());
  try {
    await deps.db.transaction(async (tx) => {
      const job = await lockJob(tx, loaded);
      assertJobVersion(job, input.version);
      await tx
        .delete(jobTransportLegs)
        .where(and(eq(jobTransportLegs.jobId, job.id), eq(jobTransportLegs.companyId, job.companyId)));
      if (input.legs.length > 0) {
        await tx.insert(jobTransportLegs).values(
          input.legs.map((leg) => ({
            companyId: job.companyId,
            jobId: job.id,
            stage: leg.stage,
            mode: leg.mode,
            vesselName: emptyToNull(leg.vesselName?.trim()),
            vesselImoNumber: emptyToNull(leg.vesselImoNumber),
            flightNumber: emptyToNull(leg.flightNumber),
            voyageNumber: emptyToNull(leg.voyageNumber?.trim()),
            loadLocation: emptyToNull(leg.loadLocation),
            dischargeLocation: emptyToNull(leg.dischargeLocation),
            ...Object.fromEntries(LEG_TIME_FIELDS.map((field) => [field, timeOf(leg[field])])),
          })),
        );
      }
      await tx
        .update(jobs)
        .set({
          carrierBookingReference: emptyToNull(input.carrierBookingReference?.trim()),
          transportDocumentReference: emptyToNull(input.transportDocumentReference?.trim()),
          houseBillNumber,
          version: sql`${jobs.version} + 1`,
          updatedAt: deps.clock(),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));
    });
  } catch (error) {
    if (houseBillNumber && uniqueViolationOf(error) === 'jobs_company_house_bill_key') {
      throw houseBillTaken(houseBillNumber);
    }
    throw error;
  }
  return findJob(deps.db, auth, id, 'staff');
}

/**
 * POST jobHblNumber: the next number of the company's HBL sequence (HBL-2026-000001 …), taken in
 * the transaction that stores it. A job that has its HBL number keeps it: 409.
 */
export async function numberHouseBill(
  deps: ShipmentDeps,
  auth: AuthContext,
  id: number,
  input: { version: number },
): Promise<JobItem> {
  const loaded = await loadStaffJob(deps.db, auth, id);
  await deps.db.transaction(async (tx) => {
    const job = await lockJob(tx, loaded);
    assertJobVersion(job, input.version);
    if (job.houseBillNumber) {
      throw AppError.fieldError(
        'houseBillNumber',
        `The job has HBL number ${job.houseBillNumber} already`,
        'CONFLICT',
      );
    }
    const { number } = await allocateDocumentNumber(tx, {
      companyId: job.companyId,
      sequence: 'HBL',
      at: deps.clock(),
    });
    try {
      await tx
        .update(jobs)
        .set({ houseBillNumber: number, version: sql`${jobs.version} + 1`, updatedAt: deps.clock() })
        .where(and(eq(jobs.id, job.id), eq(jobs.companyId, job.companyId)));
    } catch (error) {
      // A number typed by hand on another job took this one: the sequence cannot skip it silently.
      if (uniqueViolationOf(error) === 'jobs_company_house_bill_key') throw houseBillTaken(number);
      throw error;
    }
  });
  return findJob(deps.db, auth, id, 'staff');
}
