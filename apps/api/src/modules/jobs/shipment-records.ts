import {
  type jobShipmentSchema,
  TRANSPORT_PLAN_STAGES,
  type TransportMode,
  type TransportPlanStage,
  type transportLegSchema,
} from '@fastforward/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { jobTransportLegs } from '../../db/schema';
import type { JobRow } from './job-records';

/** The shipment's facts as stored: the job's columns and its transport legs (instants as Dates, as the API serializes them). */
export type ShipmentItem = z.input<typeof jobShipmentSchema>;
type LegItem = z.input<typeof transportLegSchema>;

const STAGE_ORDER = new Map(TRANSPORT_PLAN_STAGES.map((stage, i) => [stage, i]));

/** The job's shipment facts, its legs in stage order (pre-carriage, main, on-carriage). */
export async function readShipment(
  db: DbOrTx,
  job: Pick<
    JobRow,
    'id' | 'companyId' | 'carrierBookingReference' | 'transportDocumentReference' | 'houseBillNumber'
  >,
): Promise<ShipmentItem> {
  const rows = await db
    .select()
    .from(jobTransportLegs)
    .where(and(eq(jobTransportLegs.jobId, job.id), eq(jobTransportLegs.companyId, job.companyId)));
  const legs = rows
    .map(
      (row): LegItem => ({
        stage: row.stage as TransportPlanStage,
        mode: row.mode as TransportMode,
        vesselName: row.vesselName,
        vesselImoNumber: row.vesselImoNumber,
        flightNumber: row.flightNumber,
        voyageNumber: row.voyageNumber,
        loadLocation: row.loadLocation,
        dischargeLocation: row.dischargeLocation,
        plannedDeparture: row.plannedDeparture,
        estimatedDeparture: row.estimatedDeparture,
        actualDeparture: row.actualDeparture,
        plannedArrival: row.plannedArrival,
        estimatedArrival: row.estimatedArrival,
        actualArrival: row.actualArrival,
      }),
    )
    .sort((a, b) => (STAGE_ORDER.get(a.stage) ?? 0) - (STAGE_ORDER.get(b.stage) ?? 0));
  return {
    carrierBookingReference: job.carrierBookingReference,
    transportDocumentReference: job.transportDocumentReference,
    houseBillNumber: job.houseBillNumber,
    legs,
  };
}
