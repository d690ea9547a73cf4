import {
  CHARGE_LABELS as L,
  TRANSPORT_POINT,
  TRANSPORT_POINTS,
  type TransportChargeListQuery,
  type TransportChargeRequest,
  type TransportEnd,
  type transportChargeSchema,
  transportEndFieldsOf,
} from '@fastforward/domain';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { cities, ports, transportCharges } from '../../db/schema';
import { createChargeService } from '../charges/charges.service';
import { assertPortOfType } from '../charges/rate-references';
import { missingReference, usableBy } from '../company-records/references';

export type TransportChargeItem = z.input<typeof transportChargeSchema>;

const customPoints = alias(ports, 'custom_points');

/** Where the leg's ends are checked: the port of the mode, a dry port, a city shipped or the company's. */
async function assertLegEnds(tx: DbOrTx, companyId: number, charge: TransportChargeRequest) {
  const ends = transportEndFieldsOf(charge.transportPoints);
  const pointOf = (field: string) => (field === ends.pointA ? L.pointA : L.pointB);
  if (charge.portId !== null) {
    const label = pointOf('portId');
    await assertPortOfType(
      tx,
      companyId,
      charge.portId,
      [charge.mode],
      'portId',
      label,
      charge.mode === 'sea'
        ? `${label} must be a sea port for a sea charge`
        : `${label} must be an airport for an air charge`,
    );
  }
  if (charge.customPointId !== null) {
    const label = pointOf('customPointId');
    await assertPortOfType(
      tx,
      companyId,
      charge.customPointId,
      ['dry'],
      'customPointId',
      label,
      `${label} must be a dry port (custom point)`,
    );
  }
  if (charge.cityId !== null) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.id, charge.cityId), usableBy(companyId, cities.companyId)));
    if (!city) throw missingReference('cityId', pointOf('cityId'));
  }
}

type Row = Omit<TransportChargeItem, 'portType' | 'pointA' | 'pointB'>;

const placeName = (code: string | null, name: string | null) => (code ? `${code} — ${name}` : (name ?? ''));

/** The name of one end of the leg as the table shows it. */
function endName(row: Row, end: TransportEnd) {
  switch (end) {
    case 'port':
      return placeName(row.portCode, row.portName);
    case 'customPoint':
      return placeName(row.customPointCode, row.customPointName);
    case 'place':
      return row.cityName && row.cityCountryCode ? `${row.cityName}, ${row.cityCountryCode}` : '';
  }
}

/** The transport points of one side (origin or destination): the Port Type filter. */
const pointsOfSide = (side: string) => TRANSPORT_POINTS.filter((p) => TRANSPORT_POINT[p].side === side);

/** Transport charges: a road or rail leg between a port, a custom point and a place (SPEC §4). */
export const transportChargesService = createChargeService<
  TransportChargeListQuery,
  TransportChargeRequest,
  TransportChargeItem
>({
  table: transportCharges,
  label: 'Transport charge',
  columns: {
    transportPoints: transportCharges.transportPoints,
    transportType: transportCharges.transportType,
    portId: transportCharges.portId,
    portKind: ports.type,
    portCode: ports.code,
    portName: ports.name,
    portCountryCode: ports.countryCode,
    customPointId: transportCharges.customPointId,
    customPointCode: customPoints.code,
    customPointName: customPoints.name,
    customPointCountryCode: customPoints.countryCode,
    cityId: transportCharges.cityId,
    cityName: cities.name,
    cityCountryCode: cities.countryCode,
  },
  joins: (query) =>
    query
      .leftJoin(ports, eq(ports.id, transportCharges.portId))
      .leftJoin(customPoints, eq(customPoints.id, transportCharges.customPointId))
      .leftJoin(cities, eq(cities.id, transportCharges.cityId)),
  search: (pattern) =>
    or(
      ilike(transportCharges.label, pattern),
      ilike(ports.code, pattern),
      ilike(ports.name, pattern),
      ilike(customPoints.code, pattern),
      ilike(customPoints.name, pattern),
      ilike(cities.name, pattern),
    ),
  filters: (query) => [
    query.portType ? inArray(transportCharges.transportPoints, pointsOfSide(query.portType)) : undefined,
    query.transportPoints ? eq(transportCharges.transportPoints, query.transportPoints) : undefined,
    query.transportType ? eq(transportCharges.transportType, query.transportType) : undefined,
  ],
  sorts: {
    transportPoints: transportCharges.transportPoints,
    transportType: transportCharges.transportType,
  },
  assertPlaces: assertLegEnds,
  toItem(row) {
    const charge = row as Row;
    const point = TRANSPORT_POINT[charge.transportPoints];
    return {
      ...charge,
      portType: point.side,
      pointA: endName(charge, point.from),
      pointB: endName(charge, point.to),
    };
  },
});
