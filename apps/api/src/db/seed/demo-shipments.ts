import { isImoNumber, UN_LOCODE_PATTERN } from '@fastforward/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { allocateDocumentNumber } from '../../modules/numbering/numbering.service';
import type { DbOrTx } from '../client';
import {
  bookings,
  jobs,
  jobTransportLegs,
  ports,
  quoteOptions,
  rateEnquiries,
  shippingCompanies,
  statusHistory,
} from '../schema';
import type { DemoIds } from './demo-customers';

/**
 * The shipment's facts on Oceanic's demo jobs, from what each job's history says happened: a job
 * past SPBO has the carrier's booking number and its main carriage (the line's vessel and IMO
 * number, a voyage, the enquiry's ports as UN/LOCODEs, planned from its ETD/ETA); one past TRNT
 * sailed at that move (actual departure), has the carrier's B/L and a house bill numbered from the
 * HBL sequence in sailing order; one past AADP arrived at that move. Nothing when Oceanic's jobs
 * carry legs already.
 */

const FORWARDER = 'Oceanic Freight Forwarders';

/** Each line's vessel for the demo (the big lines' flagships; the IMO numbers pass the check digit). */
const VESSELS: Record<string, { name: string; imo: string }> = {
  MAEU: { name: 'MAERSK MC-KINNEY MOLLER', imo: '9619907' },
  MSCU: { name: 'MSC GULSUN', imo: '9839430' },
  CMDU: { name: 'CMA CGM JACQUES SAADE', imo: '9839179' },
  COSU: { name: 'COSCO SHIPPING UNIVERSE', imo: '9795610' },
  HLCU: { name: 'BERLIN EXPRESS', imo: '9239836' },
  ONEY: { name: 'ONE APUS', imo: '9806079' },
  PABV: { name: 'KOTA PUSAKA', imo: '9494539' },
};
const OTHER_VESSEL = { name: 'EVER GIVEN', imo: '9811000' };

const origin = alias(ports, 'demo_origin_port');
const destination = alias(ports, 'demo_destination_port');

const locode = (code: string | null) => (code && UN_LOCODE_PATTERN.test(code) ? code : null);
/** A day of the plan (YYYY-MM-DD) at 06:00 UTC, as a carrier's schedule states it. */
const scheduled = (day: string | null) => (day ? new Date(`${day}T06:00:00Z`) : null);

export async function seedDemoShipments(db: DbOrTx, ids: DemoIds): Promise<number> {
  const companyId = ids.companies.get(FORWARDER);
  if (companyId === undefined) throw new Error(`demo seed: ${FORWARDER} is not among the demo data`);
  const [existing] = await db
    .select({ id: jobTransportLegs.id })
    .from(jobTransportLegs)
    .where(eq(jobTransportLegs.companyId, companyId))
    .limit(1);
  if (existing) return 0;

  const rows = await db
    .select({
      id: jobs.id,
      etd: jobs.etd,
      eta: jobs.eta,
      scac: shippingCompanies.scacCode,
      originCode: origin.code,
      destinationCode: destination.code,
    })
    .from(jobs)
    .innerJoin(bookings, eq(bookings.id, jobs.bookingId))
    .innerJoin(quoteOptions, eq(quoteOptions.id, bookings.quoteOptionId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, quoteOptions.shippingCompanyId))
    .innerJoin(rateEnquiries, eq(rateEnquiries.id, jobs.enquiryId))
    .leftJoin(origin, eq(origin.id, rateEnquiries.originPortId))
    .leftJoin(destination, eq(destination.id, rateEnquiries.destinationPortId))
    .where(eq(jobs.companyId, companyId))
    .orderBy(asc(jobs.id));
  if (rows.length === 0) return 0;
  const history = await db
    .select({ jobId: statusHistory.recordId, to: statusHistory.toStatus, at: statusHistory.changedAt })
    .from(statusHistory)
    .where(
      and(
        eq(statusHistory.companyId, companyId),
        eq(statusHistory.recordType, 'job'),
        inArray(
          statusHistory.recordId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const movedAt = (jobId: number, to: string) =>
    history.find((h) => h.jobId === jobId && h.to === to)?.at ?? null;

  const planned = rows
    .map((row) => ({ row, booked: movedAt(row.id, 'SPBO'), sailed: movedAt(row.id, 'TRNT') }))
    .filter((p) => p.booked !== null)
    // House bills are numbered in the order the jobs sailed.
    .sort((a, b) => (a.sailed?.getTime() ?? Infinity) - (b.sailed?.getTime() ?? Infinity));

  await db.transaction(async (tx) => {
    for (const { row, sailed } of planned) {
      const scac = row.scac ?? 'OFFB';
      const vessel = VESSELS[scac] ?? OTHER_VESSEL;
      if (!isImoNumber(vessel.imo)) throw new Error(`demo seed: ${vessel.name} has no valid IMO number`);
      const arrived = movedAt(row.id, 'AADP');
      const houseBill = sailed
        ? (await allocateDocumentNumber(tx, { companyId, sequence: 'HBL', at: sailed })).number
        : null;
      await tx.insert(jobTransportLegs).values({
        companyId,
        jobId: row.id,
        stage: 'MNC',
        mode: 'VESSEL',
        vesselName: vessel.name,
        vesselImoNumber: vessel.imo,
        voyageNumber: `${430 + row.id}W`,
        loadLocation: locode(row.originCode),
        dischargeLocation: locode(row.destinationCode),
        plannedDeparture: scheduled(row.etd),
        plannedArrival: scheduled(row.eta),
        estimatedArrival: arrived ? null : scheduled(row.eta),
        actualDeparture: sailed,
        actualArrival: arrived,
      });
      await tx
        .update(jobs)
        .set({
          carrierBookingReference: `${scac}${String(260_400_000 + row.id * 7_919)}`,
          transportDocumentReference: sailed ? `${scac}${String(880_100_000 + row.id * 3_571)}` : null,
          houseBillNumber: houseBill,
        })
        .where(eq(jobs.id, row.id));
      // Each move is its DCSA event: it happened when it was recorded, loading and sailing at the
      // port of loading, arriving at the port of discharge (the tracker's places).
      await tx
        .update(statusHistory)
        .set({
          eventAt: sql`${statusHistory.changedAt}`,
          eventClassifier: 'ACT',
          eventLocation: sql`case ${statusHistory.toStatus}
            when 'CGLD' then ${locode(row.originCode)}::text when 'TRNT' then ${locode(row.originCode)}::text
            when 'AADP' then ${locode(row.destinationCode)}::text end`,
        })
        .where(
          and(
            eq(statusHistory.companyId, companyId),
            eq(statusHistory.recordType, 'job'),
            eq(statusHistory.recordId, row.id),
          ),
        );
    }
  });
  return planned.length;
}
