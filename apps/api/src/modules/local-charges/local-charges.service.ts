import {
  CHARGE_LABELS as L,
  type LocalChargeListQuery,
  type LocalChargeRequest,
  type localChargeSchema,
} from '@fastforward/domain';
import { eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { localCharges, ports } from '../../db/schema';
import { createChargeService } from '../charges/charges.service';
import { assertPortOfMode } from '../charges/rate-references';

export type LocalChargeItem = z.input<typeof localChargeSchema>;

/** Local (port) charges: THC, documentation, DO fees … at an origin or a destination port. */
export const localChargesService = createChargeService<
  LocalChargeListQuery,
  LocalChargeRequest,
  LocalChargeItem
>({
  table: localCharges,
  label: 'Local charge',
  columns: {
    portType: localCharges.portType,
    portId: localCharges.portId,
    portKind: ports.type,
    portCode: ports.code,
    portName: ports.name,
    portCountryCode: ports.countryCode,
  },
  joins: (query) => query.innerJoin(ports, eq(ports.id, localCharges.portId)),
  search: (pattern) =>
    or(ilike(localCharges.label, pattern), ilike(ports.code, pattern), ilike(ports.name, pattern)),
  filters: (query) => [query.portType ? eq(localCharges.portType, query.portType) : undefined],
  sorts: { portType: localCharges.portType },
  assertPlaces: (tx, companyId, input) =>
    assertPortOfMode(tx, companyId, input.portId, input.mode, 'portId', L.portId, 'charge'),
});
