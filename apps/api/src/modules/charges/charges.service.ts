import {
  CHARGE_LABELS as L,
  type LocalChargeListQuery,
  type LocalChargeRequest,
  type TransportChargeListQuery,
  type TransportChargeRequest,
} from '@fastforward/domain';
import { eq } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  containerSizes,
  type localCharges,
  ports,
  shippingCompanies,
  type transportCharges,
  weightSlabs,
} from '../../db/schema';
import { optionalEq, type SortBy } from '../../lib/list-query';
import { validityFilter } from '../../lib/validity';
import {
  type CompanyRecordKind,
  createCompanyRecordService,
} from '../company-records/company-records.service';
import { assertRateTermReferences } from './rate-references';

/**
 * What local and transport charges share: the SPEC §3 charge fields, their references, the
 * filters and sorts of both lists. Each kind adds its port (local) or leg ends (transport).
 */

type ChargeTable = typeof localCharges | typeof transportCharges;
type ChargeInput = LocalChargeRequest | TransportChargeRequest;
type ChargeListQuery = LocalChargeListQuery | TransportChargeListQuery;

/** The terms of a charge, as pricing reads them (no names of what they point at). */
export const chargeTermColumns = (table: ChargeTable) => ({
  id: table.id,
  label: table.label,
  basis: table.basis,
  rate: table.rate,
  buyRate: table.buyRate,
  currency: table.currency,
  validFrom: table.validFrom,
  validTill: table.validTill,
  commodityType: table.commodityType,
  containerSizeId: table.containerSizeId,
  weightSlabId: table.weightSlabId,
  shippingCompanyId: table.shippingCompanyId,
  incotermCode: table.incotermCode,
});

/** The columns of the shared fields, with the names of what they point at (joined by `joins`). */
const chargeColumns = (table: ChargeTable) => ({
  ...chargeTermColumns(table),
  mode: table.mode,
  containerSize: containerSizes.size,
  weightSlabName: weightSlabs.name,
  shippingLineName: shippingCompanies.name,
  remarks: table.remarks,
  createdAt: table.createdAt,
});

/** The sorts both lists take. */
const chargeSorts = (table: ChargeTable) => ({
  createdAt: table.createdAt,
  label: table.label,
  port: ports.name,
  shippingLine: shippingCompanies.name,
  validFrom: table.validFrom,
  buyRate: table.buyRate,
  rate: table.rate,
});
type ChargeSortKey = keyof ReturnType<typeof chargeSorts>;

/** A kind of charge: its table and what it adds to the shared fields, filters and sorts. */
type ChargeKind<Q extends ChargeListQuery, I extends ChargeInput, T> = Pick<
  CompanyRecordKind<Q, I, T>,
  'label' | 'search' | 'toItem'
> & {
  table: ChargeTable;
  /** The kind's own columns, and the joins they and the search need. */
  columns: SelectedFields;
  joins: (query: PgSelect) => PgSelect;
  /** The kind's own filters (port type is each kind's own). */
  filters: (query: Q) => ReturnType<NonNullable<CompanyRecordKind<Q, I, T>['filters']>>;
  sorts: Record<Exclude<Q['sort'], ChargeSortKey>, SortBy>;
  /** Checks where the charge is (a port; the ends of a leg): a 404 or a 400 naming the field. */
  assertPlaces: (tx: DbOrTx, companyId: number, input: I) => Promise<void>;
};

/**
 * A company record service of a kind of charge: the shared fields' columns, filters, sorts and
 * reference checks; a new charge is filed by the caller at the app's clock, an update keeps who
 * filed it and when.
 */
export function createChargeService<Q extends ChargeListQuery, I extends ChargeInput, T>(
  kind: ChargeKind<Q, I, T>,
) {
  const { table, columns, joins, filters, sorts, assertPlaces, ...rest } = kind;
  return createCompanyRecordService<Q, I, T>({
    ...rest,
    table,
    columns: { ...chargeColumns(table), ...columns },
    joins: (query) =>
      joins(query)
        .leftJoin(containerSizes, eq(containerSizes.id, table.containerSizeId))
        .leftJoin(weightSlabs, eq(weightSlabs.id, table.weightSlabId))
        .leftJoin(shippingCompanies, eq(shippingCompanies.id, table.shippingCompanyId)),
    filters: (query, scope) => [
      optionalEq(table.mode, query.mode),
      optionalEq(table.portId, query.portId),
      optionalEq(table.shippingCompanyId, query.shippingCompanyId),
      optionalEq(table.containerSizeId, query.containerSizeId),
      optionalEq(table.weightSlabId, query.weightSlabId),
      validityFilter(table, query.validity, scope.now),
      ...filters(query),
    ],
    sorts: { ...chargeSorts(table), ...sorts } as Record<Q['sort'], SortBy>,
    async toValues(tx, scope, input, id) {
      await assertPlaces(tx, scope.companyId, input);
      await assertRateTermReferences(tx, scope.companyId, input, L, 'charge');
      return id === undefined ? { ...input, createdBy: scope.userId, createdAt: scope.now } : { ...input };
    },
  });
}
