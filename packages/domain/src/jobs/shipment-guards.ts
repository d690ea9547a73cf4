import { z } from 'zod';
import { timestampSchema } from '../api/timestamps';
import { JOB_STATUS, type JobStatusCode } from '../codes/job-status';

/**
 * The shipment guards (issue 24): a job moves to a status only once the facts that status implies
 * are on it. Each guard names what is missing on the field that holds it; a company may relax a
 * guard in its operation settings, and a move that passes a relaxed guard records what it lacked.
 */

/** The guarded statuses and what each needs, in the words a refusal uses. */
export const SHIPMENT_GUARD = {
  SPBO: 'the carrier booking number',
  CGLD: 'every booked container numbered with its seal',
  TRNT: "the main carriage's vessel or flight, voyage and actual departure",
  DORE: 'the MBL or HBL number and every booked container',
} as const satisfies Partial<Record<JobStatusCode, string>>;
export type ShipmentGuard = keyof typeof SHIPMENT_GUARD;
export const SHIPMENT_GUARDS = Object.keys(SHIPMENT_GUARD) as [ShipmentGuard, ...ShipmentGuard[]];

export const isShipmentGuard = (status: string): status is ShipmentGuard =>
  Object.hasOwn(SHIPMENT_GUARD, status);

/** The facts the guards read, as the job holds them at the move (after the move's own facts are set). */
export type ShipmentGuardFacts = {
  carrierBookingReference: string | null;
  transportDocumentReference: string | null;
  houseBillNumber: string | null;
  /** The main carriage (MNC), null when none is entered. */
  mainLeg: {
    mode: string;
    vesselName: string | null;
    flightNumber: string | null;
    voyageNumber: string | null;
    actualDeparture: Date | string | null;
  } | null;
  /** The containers booked (sea FCL: the sum of the enquiry's container lines); 0 for LCL and air. */
  bookedContainers: number;
  containers: { containerNumber: string; sealNumber: string | null }[];
};

/** A guard's refusal: the field that holds the missing fact and the message naming it. */
export type ShipmentGuardRefusal = { field: string; message: string };

const needs = (to: ShipmentGuard, what: string) => `${to} (${JOB_STATUS[to]}) needs ${what}`;

function containersMissing(facts: ShipmentGuardFacts): string | null {
  const missing = facts.bookedContainers - facts.containers.length;
  if (missing <= 0) return null;
  return `${facts.containers.length} of ${facts.bookedContainers} booked containers entered`;
}

/**
 * Why the shipment's facts forbid moving to `to` (null when they allow it, and for an unguarded
 * status). The checks are the issue's: SPBO the booking number; CGLD every booked container with
 * an ISO 6346 number (the container form enforces it) and a seal; TRNT the main leg's vessel or
 * flight, its voyage (not for air) and its actual departure; DORE a bill of lading number and every
 * booked container.
 */
export function shipmentGuardRefusal(
  to: JobStatusCode,
  facts: ShipmentGuardFacts,
): ShipmentGuardRefusal | null {
  if (!isShipmentGuard(to)) return null;
  switch (to) {
    case 'SPBO':
      return facts.carrierBookingReference
        ? null
        : { field: 'carrierBookingReference', message: needs(to, SHIPMENT_GUARD.SPBO) };
    case 'CGLD': {
      const short = containersMissing(facts);
      if (short) return { field: 'containers', message: `${needs(to, SHIPMENT_GUARD.CGLD)}; ${short}` };
      const unsealed = facts.containers.filter((c) => !c.sealNumber).map((c) => c.containerNumber);
      return unsealed.length === 0
        ? null
        : {
            field: 'containers',
            message: `${needs(to, SHIPMENT_GUARD.CGLD)}; no seal on ${unsealed.join(', ')}`,
          };
    }
    case 'TRNT': {
      const leg = facts.mainLeg;
      const lacking: string[] = [];
      if (!leg?.vesselName && !leg?.flightNumber) lacking.push('vessel or flight');
      if (leg?.mode !== 'AIR' && !leg?.voyageNumber) lacking.push('voyage');
      if (!leg?.actualDeparture) lacking.push('actual departure (move with an actual event time)');
      return lacking.length === 0
        ? null
        : { field: 'legs', message: `${needs(to, SHIPMENT_GUARD.TRNT)}; missing: ${lacking.join(', ')}` };
    }
    case 'DORE': {
      if (!facts.transportDocumentReference && !facts.houseBillNumber) {
        return { field: 'transportDocumentReference', message: needs(to, SHIPMENT_GUARD.DORE) };
      }
      const short = containersMissing(facts);
      return short ? { field: 'containers', message: `${needs(to, SHIPMENT_GUARD.DORE)}; ${short}` } : null;
    }
  }
}

/** Whether the event of a move happened (ACT) or is expected (EST): DCSA's eventClassifierCode. */
export const EVENT_CLASSIFIER = { ACT: 'Actual', EST: 'Estimated' } as const;
export type EventClassifier = keyof typeof EVENT_CLASSIFIER;
export const EVENT_CLASSIFIERS = Object.keys(EVENT_CLASSIFIER) as [EventClassifier, ...EventClassifier[]];

/** The messages of a move's event. */
export const JOB_EVENT_MESSAGES = {
  actualInFuture: 'An actual event time cannot be in the future',
  eventAt: 'Event time must be a date and time (ISO 8601)',
} as const;

/** GET/PUT shipmentGuardSettings: the guards the company relaxed, each with who relaxed it and when. */
export const shipmentGuardSettingsRequestSchema = z.strictObject({
  relaxed: z
    .array(z.enum(SHIPMENT_GUARDS, { error: 'Choose SPBO, CGLD, TRNT or DORE' }), {
      error: 'Relaxed guards must be a list of statuses',
    })
    .max(SHIPMENT_GUARDS.length, 'Each guard once'),
});
export type ShipmentGuardSettingsRequest = z.infer<typeof shipmentGuardSettingsRequestSchema>;

export const shipmentGuardSettingsSchema = z.object({
  guards: z.array(
    z.object({
      status: z.enum(SHIPMENT_GUARDS),
      needs: z.string(),
      relaxed: z.boolean(),
      relaxedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
      relaxedAt: timestampSchema.nullable(),
    }),
  ),
});
export type ShipmentGuardSettings = z.infer<typeof shipmentGuardSettingsSchema>;
