import {
  VALID_RATE_FIELD_LABELS as L,
  type ValidRateListQuery,
  type ValidRateRequest,
  type validRateSchema,
} from '@fastforward/domain';
import { and, type Column, eq, ilike, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { containerSizes, ports, shippingCompanies, validRates, vendors, weightSlabs } from '../../db/schema';
import { fixedSort, optionalEq } from '../../lib/list-query';
import { validityFilter } from '../../lib/validity';
import { assertPortOfMode, assertRateTermReferences } from '../charges/rate-references';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { missingReference } from '../company-records/references';

export type ValidRateItem = z.input<typeof validRateSchema>;

const originPorts = alias(ports, 'origin_ports');
const destinationPorts = alias(ports, 'destination_ports');

type PortNames = { code: Column; name: Column };

/** A search of a lane: either end's code or name, or the line's name. */
export const laneSearch = (pattern: string, origin: PortNames, destination: PortNames) =>
  or(
    ilike(origin.code, pattern),
    ilike(origin.name, pattern),
    ilike(destination.code, pattern),
    ilike(destination.name, pattern),
    ilike(shippingCompanies.name, pattern),
  );

/** The terms of a rate: what it costs, in which currency, while valid, and how it ships. */
export const validRateTermColumns = {
  buyRate: validRates.buyRate,
  sellRate: validRates.sellRate,
  currency: validRates.currency,
  validFrom: validRates.validFrom,
  validTill: validRates.validTill,
  transitDays: validRates.transitDays,
  freeDays: validRates.freeDays,
  incotermCode: validRates.incotermCode,
};

/**
 * What a rate points at must exist for the caller's company (shipped or its own; a slab and a
 * vendor its own) and fit the rate's mode: a 404 or a 400 naming the field otherwise.
 */
async function assertReferences(tx: DbOrTx, companyId: number, rate: ValidRateRequest) {
  for (const field of ['originPortId', 'destinationPortId'] as const) {
    await assertPortOfMode(tx, companyId, rate[field], rate.mode, field, L[field], 'rate');
  }
  await assertRateTermReferences(tx, companyId, rate, L, 'rate');
  if (rate.vendorId !== null) {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.id, rate.vendorId), eq(vendors.companyId, companyId)));
    if (!vendor) throw missingReference('vendorId', L.vendorId);
  }
}

/**
 * A forwarder's valid rates: lane, line, size (sea) or slab (air), buy and optional sell rate,
 * validity. Listed and exported with the same search, filters and SPEC §3 sorts.
 */
export const validRatesService = createCompanyRecordService<
  ValidRateListQuery,
  ValidRateRequest,
  ValidRateItem
>({
  table: validRates,
  label: 'Valid rate',
  columns: {
    id: validRates.id,
    mode: validRates.mode,
    originPortId: validRates.originPortId,
    originPortType: originPorts.type,
    originPortCode: originPorts.code,
    originPortName: originPorts.name,
    originPortCountryCode: originPorts.countryCode,
    destinationPortId: validRates.destinationPortId,
    destinationPortType: destinationPorts.type,
    destinationPortCode: destinationPorts.code,
    destinationPortName: destinationPorts.name,
    destinationPortCountryCode: destinationPorts.countryCode,
    shippingCompanyId: validRates.shippingCompanyId,
    shippingLineName: shippingCompanies.name,
    containerSizeId: validRates.containerSizeId,
    containerSize: containerSizes.size,
    weightSlabId: validRates.weightSlabId,
    weightSlabName: weightSlabs.name,
    commodityType: validRates.commodityType,
    ...validRateTermColumns,
    vendorId: validRates.vendorId,
    vendorName: vendors.name,
    remarks: validRates.remarks,
    importId: validRates.importId,
    createdAt: validRates.createdAt,
    updatedAt: validRates.updatedAt,
  },
  joins: (query) =>
    query
      .innerJoin(originPorts, eq(originPorts.id, validRates.originPortId))
      .innerJoin(destinationPorts, eq(destinationPorts.id, validRates.destinationPortId))
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, validRates.shippingCompanyId))
      .leftJoin(containerSizes, eq(containerSizes.id, validRates.containerSizeId))
      .leftJoin(weightSlabs, eq(weightSlabs.id, validRates.weightSlabId))
      .leftJoin(vendors, eq(vendors.id, validRates.vendorId)),
  search: (pattern) => laneSearch(pattern, originPorts, destinationPorts),
  filters: (query, scope) => [
    optionalEq(validRates.originPortId, query.originPortId),
    optionalEq(validRates.destinationPortId, query.destinationPortId),
    optionalEq(validRates.mode, query.mode),
    optionalEq(validRates.shippingCompanyId, query.shippingCompanyId),
    optionalEq(validRates.vendorId, query.vendorId),
    optionalEq(validRates.containerSizeId, query.containerSizeId),
    optionalEq(validRates.weightSlabId, query.weightSlabId),
    validityFilter(validRates, query.validity, scope.now, query.expiringDays),
  ],
  sorts: {
    createdAt: validRates.createdAt,
    // SPEC §3: the rate is the buy rate (the sell rate may be left to the customer's tier).
    rate_asc: fixedSort(validRates.buyRate, 'asc'),
    rate_desc: fixedSort(validRates.buyRate, 'desc'),
    nearest_validity: fixedSort(validRates.validTill, 'asc'),
    longest_validity: fixedSort(validRates.validTill, 'desc'),
  },
  async toValues(tx, scope, input, id) {
    await assertReferences(tx, scope.companyId, input);
    // The app's clock, so a test's moved clock dates the rate as it dates everything else.
    return id === undefined
      ? { ...input, createdBy: scope.userId, createdAt: scope.now, updatedAt: scope.now }
      : { ...input, updatedAt: scope.now };
  },
});
