import { z } from 'zod';
import { optionalTextSchema } from '../api/fields';
import { timestampSchema } from '../api/timestamps';
import { UN_LOCODE_PATTERN } from '../reference/codes';

/**
 * The shipment's facts on the job (issue 24): the carrier's booking number, the bills of lading and
 * the transport legs, named after DCSA Booking 2.0 and Track & Trace 2.2 where those name them
 * (docs/decisions.md holds the mapping): `carrierBookingReference`, `transportDocumentReference`
 * (the carrier's MBL), the transport plan's stages (PRC/MNC/ONC), `modeOfTransport`, the vessel's
 * name and IMO number, the voyage, the load and discharge places as UN/LOCODEs, and each leg's
 * planned, estimated and actual departure and arrival.
 */

/** DCSA transportPlanStageCode: the legs a shipment runs, in order. */
export const TRANSPORT_PLAN_STAGE = {
  PRC: 'Pre-carriage',
  MNC: 'Main carriage',
  ONC: 'On-carriage',
} as const;
export type TransportPlanStage = keyof typeof TRANSPORT_PLAN_STAGE;
export const TRANSPORT_PLAN_STAGES = Object.keys(TRANSPORT_PLAN_STAGE) as [
  TransportPlanStage,
  ...TransportPlanStage[],
];

/** DCSA modeOfTransport, with AIR for air freight (DCSA covers ocean only). */
export const TRANSPORT_MODE = {
  VESSEL: 'Vessel',
  BARGE: 'Barge',
  RAIL: 'Rail',
  TRUCK: 'Truck',
  AIR: 'Air',
} as const;
export type TransportMode = keyof typeof TRANSPORT_MODE;
export const TRANSPORT_MODES = Object.keys(TRANSPORT_MODE) as [TransportMode, ...TransportMode[]];

/**
 * An IMO ship identification number: seven digits whose last is the check digit, the sum of the
 * first six weighted 7 … 2, modulo 10 (IMO resolution A.1117(30)).
 */
export function isImoNumber(value: string): boolean {
  if (!/^\d{7}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 6).reduce((total, digit, i) => total + digit * (7 - i), 0);
  return sum % 10 === digits[6];
}

/** An IATA flight number: the airline's two-character designator, 1–4 digits, an optional suffix. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2}\d{1,4}[A-Z]?$/;

/** The event times of a leg, in the order they happen. */
export const LEG_TIME_FIELDS = [
  'plannedDeparture',
  'estimatedDeparture',
  'actualDeparture',
  'plannedArrival',
  'estimatedArrival',
  'actualArrival',
] as const;
export type LegTimeField = (typeof LEG_TIME_FIELDS)[number];

const reference = (label: string) =>
  optionalTextSchema(
    label,
    35,
    (v) => /^[A-Za-z0-9][A-Za-z0-9/\-. ]*$/.test(v),
    `${label} may hold letters, digits, / - . and spaces`,
  );

const locode = (label: string) =>
  optionalTextSchema(
    label,
    5,
    (v) => UN_LOCODE_PATTERN.test(v),
    `${label} must be a UN/LOCODE: 2-letter country + 3 letters or digits 2-9, e.g. AEJEA`,
  );

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .nullable()
    .optional();

/** One leg as the shipment form sends it: its stage once per job. */
export const transportLegRequestSchema = z
  .strictObject({
    stage: z.enum(TRANSPORT_PLAN_STAGES, {
      error: 'Choose a stage: pre-carriage, main carriage or on-carriage',
    }),
    mode: z.enum(TRANSPORT_MODES, { error: 'Choose a mode of transport' }),
    vesselName: optionalTextSchema('Vessel name', 100),
    vesselImoNumber: optionalTextSchema(
      'IMO number',
      7,
      isImoNumber,
      'IMO number must be 7 digits whose last is the check digit',
    ),
    flightNumber: optionalTextSchema(
      'Flight number',
      7,
      (v) => FLIGHT_NUMBER_PATTERN.test(v),
      'Flight number must be the airline code and 1-4 digits, e.g. EK9862',
    ),
    voyageNumber: reference('Voyage'),
    loadLocation: locode('Load place'),
    dischargeLocation: locode('Discharge place'),
    plannedDeparture: instant('Planned departure'),
    estimatedDeparture: instant('Estimated departure'),
    actualDeparture: instant('Actual departure'),
    plannedArrival: instant('Planned arrival'),
    estimatedArrival: instant('Estimated arrival'),
    actualArrival: instant('Actual arrival'),
  })
  .superRefine((leg, ctx) => {
    if (leg.mode === 'AIR' && (leg.vesselName || leg.vesselImoNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['vesselName'],
        message: 'An air leg has a flight, not a vessel',
      });
    }
    if (leg.mode !== 'AIR' && leg.flightNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['flightNumber'],
        message: 'Only an air leg has a flight number',
      });
    }
    const pairs = [
      ['plannedDeparture', 'plannedArrival'],
      ['estimatedDeparture', 'estimatedArrival'],
      ['actualDeparture', 'actualArrival'],
    ] as const;
    for (const [from, to] of pairs) {
      const start = leg[from];
      const end = leg[to];
      if (start && end && Date.parse(end) < Date.parse(start)) {
        ctx.addIssue({ code: 'custom', path: [to], message: 'Arrival must not be before departure' });
      }
    }
  });
export type TransportLegRequest = z.infer<typeof transportLegRequestSchema>;

/** PUT jobShipment: the whole of the shipment's facts at the job's version. */
export const jobShipmentRequestSchema = z
  .strictObject({
    version: z
      .number({ error: 'Version is required' })
      .int('Version is required')
      .min(0, 'Version is required'),
    carrierBookingReference: reference('Carrier booking number'),
    transportDocumentReference: reference('MBL number'),
    houseBillNumber: reference('HBL number'),
    legs: z
      .array(transportLegRequestSchema, { error: 'Legs must be a list' })
      .max(3, 'A job has at most 3 legs'),
  })
  .superRefine((shipment, ctx) => {
    const seen = new Set<string>();
    shipment.legs.forEach((leg, i) => {
      if (seen.has(leg.stage)) {
        ctx.addIssue({
          code: 'custom',
          path: ['legs', i, 'stage'],
          message: `${TRANSPORT_PLAN_STAGE[leg.stage]} is given twice`,
        });
      }
      seen.add(leg.stage);
    });
  });
export type JobShipmentRequest = z.infer<typeof jobShipmentRequestSchema>;

/** POST jobHblNumber: the next HBL number of the company's sequence, at the version read. */
export const jobHblNumberRequestSchema = z.strictObject({
  version: z
    .number({ error: 'Version is required' })
    .int('Version is required')
    .min(0, 'Version is required'),
});

/** A leg as the API answers it. */
export const transportLegSchema = z.object({
  stage: z.enum(TRANSPORT_PLAN_STAGES),
  mode: z.enum(TRANSPORT_MODES),
  vesselName: z.string().nullable(),
  vesselImoNumber: z.string().nullable(),
  flightNumber: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  loadLocation: z.string().nullable(),
  dischargeLocation: z.string().nullable(),
  plannedDeparture: timestampSchema.nullable(),
  estimatedDeparture: timestampSchema.nullable(),
  actualDeparture: timestampSchema.nullable(),
  plannedArrival: timestampSchema.nullable(),
  estimatedArrival: timestampSchema.nullable(),
  actualArrival: timestampSchema.nullable(),
});
export type TransportLeg = z.infer<typeof transportLegSchema>;

/** The shipment's facts on the job, legs in stage order. */
export const jobShipmentSchema = z.object({
  carrierBookingReference: z.string().nullable(),
  transportDocumentReference: z.string().nullable(),
  houseBillNumber: z.string().nullable(),
  legs: z.array(transportLegSchema),
});
export type JobShipment = z.infer<typeof jobShipmentSchema>;

/** "MSC GULSUN / 451E": what a document prints of the main leg's vessel or flight and voyage. */
export function mainCarriageLabel(shipment: {
  legs: readonly Pick<TransportLeg, 'stage' | 'mode' | 'vesselName' | 'flightNumber' | 'voyageNumber'>[];
}): string | null {
  const main = shipment.legs.find((l) => l.stage === 'MNC');
  if (!main) return null;
  const craft = main.mode === 'AIR' ? main.flightNumber : main.vesselName;
  const parts = [craft, main.voyageNumber].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' / ') : null;
}
