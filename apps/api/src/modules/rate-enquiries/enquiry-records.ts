import {
  COMPANY_CATEGORY,
  canHandleEnquiry,
  canSeeSmsNumber,
  type Enquiry,
  type EnquiryOrigin,
  type EnquiryPackage,
  type EnquiryReach,
  type EnquiryStageFacts,
  type EnquiryStatus,
  type enquiryListItemSchema,
  enquiryReach,
  type enquirySchema,
  enquiryStage,
  enquiryWorkflow,
  type FreightType,
  type LoadType,
  type PricingMode,
  type RouteLegSelection,
} from '@fastforward/domain';
import { aliasedTable, and, type Column, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import {
  cities,
  companies,
  companySettings,
  containerSizes,
  customerKycs,
  negotiations,
  ports,
  quotes,
  rateEnquiries,
  shippingCompanies,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lookup } from '../../lib/list-query';
import type { AuthContext } from '../../plugins/auth';
import { kycCompanyName } from '../customer-kycs/customer-kycs.service';
import { createStatusTransitions } from '../workflow/workflow.service';

/**
 * The enquiry record: its status moves, and loading one for the forwarder's staff (by company and
 * reach), for the customer (by its company), and as the API answers it.
 */

export const enquiryTransitions = createStatusTransitions({
  table: rateEnquiries,
  workflow: enquiryWorkflow,
  recordType: 'enquiry',
  notFoundMessage: 'Enquiry not found',
});

export type EnquiryRow = typeof rateEnquiries.$inferSelect;
type Caller = Pick<AuthContext, 'companyId' | 'userId' | 'permissions'>;

const notFound = () => new AppError('NOT_FOUND', 'Enquiry not found');

/**
 * The SQL condition of the enquiries of the caller's company its reach shows: all of them, those of
 * its pricing modes, and those whose sales person it is. A holder of none matches nothing.
 */
export function enquiryReachWhere(caller: Caller, reach: EnquiryReach = enquiryReach(caller.permissions)) {
  const company = eq(rateEnquiries.companyId, caller.companyId);
  if (reach.all) return company;
  const parts: SQL[] = [];
  if (reach.modes.length > 0) parts.push(inArray(rateEnquiries.mode, reach.modes));
  if (reach.ownCustomers) parts.push(eq(rateEnquiries.salesPersonId, caller.userId));
  return and(company, parts.length > 0 ? or(...parts) : sql`false`);
}

/** Whether the caller may act on (accept, reject, attend, forward, quote…) this enquiry. */
export const callerHandles = (caller: Caller, row: Pick<EnquiryRow, 'mode' | 'salesPersonId'>) =>
  canHandleEnquiry(caller.permissions, {
    mode: row.mode as PricingMode,
    isOwnCustomer: row.salesPersonId === caller.userId,
  });

/**
 * The enquiry `id` of the caller's company, if its reach shows it (else 404). With `handle`, the
 * caller must also be one who may act on it (else 403).
 */
export async function loadStaffEnquiry(
  db: DbOrTx,
  auth: Caller,
  id: number,
  options: { handle?: boolean } = {},
): Promise<EnquiryRow> {
  const [row] = await db
    .select()
    .from(rateEnquiries)
    .where(and(eq(rateEnquiries.id, id), enquiryReachWhere(auth)));
  if (!row) throw notFound();
  if (options.handle && !callerHandles(auth, row)) {
    throw new AppError('FORBIDDEN', 'You may not handle this enquiry');
  }
  return row;
}

/** The enquiry `id` the caller's (customer) company made, else 404. */
export async function loadCustomerEnquiry(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId'>,
  id: number,
): Promise<EnquiryRow> {
  const [row] = await db
    .select()
    .from(rateEnquiries)
    .where(and(eq(rateEnquiries.id, id), eq(rateEnquiries.customerCompanyId, auth.companyId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The enquiry row (loaded for the caller just before) locked until the transaction ends: the
 * writes on one enquiry (quotes, counter-offers, selection, booking, feedback) take turns. Only a
 * concurrent removal could lose it.
 */
export async function lockEnquiry(
  tx: DbOrTx,
  enquiry: Pick<EnquiryRow, 'id' | 'companyId'>,
): Promise<EnquiryRow> {
  const [row] = await tx
    .select()
    .from(rateEnquiries)
    .where(and(eq(rateEnquiries.id, enquiry.id), eq(rateEnquiries.companyId, enquiry.companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A write made at the enquiry version the caller read (when it sent one); another's write since is a 409 on `version`. */
export function assertEnquiryVersion(
  enquiry: Pick<EnquiryRow, 'version'>,
  version: number | undefined,
): void {
  if (version !== undefined && version !== enquiry.version) {
    throw AppError.fieldError(
      'version',
      'This enquiry was changed by someone else; reload it and try again.',
      'CONFLICT',
    );
  }
}

const forwarders = aliasedTable(companies, 'enquiry_forwarder');
const customerSettings = aliasedTable(companySettings, 'enquiry_customer_settings');
const creators = aliasedTable(users, 'enquiry_creator');
const salesPersons = aliasedTable(users, 'enquiry_sales_person');
const attendants = aliasedTable(users, 'enquiry_attendant');
const originPorts = aliasedTable(ports, 'enquiry_origin_port');
const destinationPorts = aliasedTable(ports, 'enquiry_destination_port');
const originCustomPoints = aliasedTable(ports, 'enquiry_origin_custom_point');
const destinationCustomPoints = aliasedTable(ports, 'enquiry_destination_custom_point');
const originPlaces = aliasedTable(cities, 'enquiry_origin_place');
const finalPlaces = aliasedTable(cities, 'enquiry_final_place');

/** The customer's phone: its company settings, else the KYC's company details. */
const customerPhone = sql<
  string | null
>`coalesce(nullif(${customerSettings.phone}, ''), nullif(${customerKycs.details}->>'phone', ''))`;

/** The enquiry's customer KYC, whose company name the lists show and search. */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's select builders have no common nameable type.
export const withEnquiryKyc = <Q extends { leftJoin: (...args: any[]) => any }>(q: Q) =>
  q.leftJoin(customerKycs, eq(customerKycs.id, rateEnquiries.customerKycId)) as ReturnType<Q['leftJoin']>;

const kycOf = (value: SQL) =>
  lookup<string>(customerKycs, value, eq(customerKycs.id, rateEnquiries.customerKycId));
const userName = (id: Column) => lookup<string>(users, users.fullName, eq(users.id, id));
const portOf = (value: Column, id: Column) => lookup<string>(ports, value, eq(ports.id, id));

/** Whether a quote of the enquiry was sent, and its last negotiation round's state: the stage's facts. */
const quoteSentOf = sql<boolean>`exists (select 1 from ${quotes}
  where ${quotes.enquiryId} = ${rateEnquiries.id} and ${quotes.sentAt} is not null)`;
const lastRoundOf = sql<string | null>`(select coalesce(${negotiations.decision}, 'open') from ${negotiations}
  where ${negotiations.enquiryId} = ${rateEnquiries.id} order by ${negotiations.round} desc limit 1)`;

/**
 * The columns of a row of the enquiry lists (enquiryListItemSchema), its names looked up without
 * joins; the customer's phone (as `customerPhone` reads it) only for a caller shown the SMS number.
 */
export const enquiryListColumns = (showSmsNumber: boolean) => ({
  row: {
    id: rateEnquiries.id,
    reference: rateEnquiries.reference,
    status: rateEnquiries.status,
    version: rateEnquiries.version,
    createdVia: rateEnquiries.createdVia,
    customerCompanyId: rateEnquiries.customerCompanyId,
    customerKycId: rateEnquiries.customerKycId,
    salesPersonId: rateEnquiries.salesPersonId,
    attendedBy: rateEnquiries.attendedBy,
    mode: rateEnquiries.mode,
    loadType: rateEnquiries.loadType,
    originPortId: rateEnquiries.originPortId,
    destinationPortId: rateEnquiries.destinationPortId,
    commodityType: rateEnquiries.commodityType,
    cargoReadyDate: rateEnquiries.cargoReadyDate,
    chargeableWeightKg: rateEnquiries.chargeableWeightKg,
    revenueTons: rateEnquiries.revenueTons,
    createdAt: rateEnquiries.createdAt,
  },
  quoteSent: quoteSentOf,
  lastRound: lastRoundOf,
  customerName: sql<string>`coalesce(${kycOf(kycCompanyName)}, '')`,
  customerPhone: showSmsNumber
    ? sql<string | null>`coalesce(nullif(${lookup(
        companySettings,
        companySettings.phone,
        eq(companySettings.companyId, rateEnquiries.customerCompanyId),
      )}, ''), nullif(${kycOf(sql`${customerKycs.details}->>'phone'`)}, ''))`
    : sql<string | null>`null`,
  salesPersonName: userName(rateEnquiries.salesPersonId),
  attendedByName: userName(rateEnquiries.attendedBy),
  originPortName: portOf(ports.name, rateEnquiries.originPortId),
  originPortCode: portOf(ports.code, rateEnquiries.originPortId),
  destinationPortName: portOf(ports.name, rateEnquiries.destinationPortId),
  destinationPortCode: portOf(ports.code, rateEnquiries.destinationPortId),
});

/** The columns of an enquiry with the names it shows (read with `withEnquiryJoins`). */
export const enquiryColumns = {
  row: rateEnquiries,
  quoteSent: quoteSentOf,
  lastRound: lastRoundOf,
  customerName: kycCompanyName,
  customerPhone,
  forwarderName: forwarders.name,
  createdByName: creators.fullName,
  salesPersonName: salesPersons.fullName,
  attendedByName: attendants.fullName,
  originPortName: originPorts.name,
  originPortCode: originPorts.code,
  destinationPortName: destinationPorts.name,
  destinationPortCode: destinationPorts.code,
  originCustomPointName: originCustomPoints.name,
  destinationCustomPointName: destinationCustomPoints.name,
  originPlaceName: originPlaces.name,
  finalPlaceName: finalPlaces.name,
  preferredLineName: shippingCompanies.name,
};

/** Joins the tables `enquiryColumns` names onto a select from rate_enquiries. */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's select builders have no common nameable type.
export const withEnquiryJoins = <Q extends { leftJoin: (...args: any[]) => any }>(q: Q) =>
  withEnquiryKyc(q)
    .leftJoin(customerSettings, eq(customerSettings.companyId, rateEnquiries.customerCompanyId))
    .leftJoin(forwarders, eq(forwarders.id, rateEnquiries.companyId))
    .leftJoin(creators, eq(creators.id, rateEnquiries.createdBy))
    .leftJoin(salesPersons, eq(salesPersons.id, rateEnquiries.salesPersonId))
    .leftJoin(attendants, eq(attendants.id, rateEnquiries.attendedBy))
    .leftJoin(originPorts, eq(originPorts.id, rateEnquiries.originPortId))
    .leftJoin(destinationPorts, eq(destinationPorts.id, rateEnquiries.destinationPortId))
    .leftJoin(originCustomPoints, eq(originCustomPoints.id, rateEnquiries.originCustomPointId))
    .leftJoin(destinationCustomPoints, eq(destinationCustomPoints.id, rateEnquiries.destinationCustomPointId))
    .leftJoin(originPlaces, eq(originPlaces.id, rateEnquiries.originPlaceId))
    .leftJoin(finalPlaces, eq(finalPlaces.id, rateEnquiries.finalPlaceId))
    .leftJoin(shippingCompanies, eq(shippingCompanies.id, rateEnquiries.preferredLineId)) as ReturnType<
    Q['leftJoin']
  >;

/** A row of the enquiry lists as `enquiryListColumns` reads it. */
export type EnquiryListJoined = {
  row: Pick<EnquiryRow, keyof ReturnType<typeof enquiryListColumns>['row']>;
  quoteSent: boolean;
  lastRound: string | null;
  customerName: string;
  customerPhone: string | null;
  salesPersonName: string | null;
  attendedByName: string | null;
  originPortName: string | null;
  originPortCode: string | null;
  destinationPortName: string | null;
  destinationPortCode: string | null;
};

export type EnquiryJoined = EnquiryListJoined & {
  row: EnquiryRow;
  forwarderName: string | null;
  createdByName: string | null;
  originCustomPointName: string | null;
  destinationCustomPointName: string | null;
  originPlaceName: string | null;
  finalPlaceName: string | null;
  preferredLineName: string | null;
};

/** A reference as answered: null when unset, its name through a left join (empty should the row be gone). */
export const namedRef = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

type StoredContainer = { containerSizeId: number; count: number };

/** An enquiry as the services hand it to the serializer (instants as Dates). */
export type EnquiryItem = z.input<typeof enquirySchema>;

/** A row of the lists as the services hand it to the serializer (instants as Dates). */
export type EnquiryListEntry = z.input<typeof enquiryListItemSchema>;

/** A row of the lists as the API answers it; the SMS number only for callers SPEC §6 shows it to. */
export function toEnquiryListItem(joined: EnquiryListJoined, showSmsNumber: boolean): EnquiryListEntry {
  const { row } = joined;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as EnquiryStatus,
    stage: enquiryStage({
      status: row.status as EnquiryStatus,
      quoteSent: Boolean(joined.quoteSent),
      lastRound: joined.lastRound as EnquiryStageFacts['lastRound'],
    }),
    version: row.version,
    createdVia: row.createdVia as EnquiryOrigin,
    customer: { id: row.customerCompanyId, name: joined.customerName, kycId: row.customerKycId },
    customerSmsNumber: showSmsNumber ? joined.customerPhone : null,
    salesPerson: namedRef(row.salesPersonId, joined.salesPersonName),
    attendedBy: namedRef(row.attendedBy, joined.attendedByName),
    mode: row.mode as FreightType,
    loadType: row.loadType as LoadType | null,
    originPort: { id: row.originPortId, name: joined.originPortName ?? '', code: joined.originPortCode },
    destinationPort: {
      id: row.destinationPortId,
      name: joined.destinationPortName ?? '',
      code: joined.destinationPortCode,
    },
    commodityType: row.commodityType as Enquiry['commodityType'],
    cargoReadyDate: row.cargoReadyDate,
    chargeableWeightKg: row.chargeableWeightKg,
    revenueTons: row.revenueTons,
    createdAt: row.createdAt,
  };
}

/** An enquiry as the API answers it; the SMS number only for callers SPEC §6 shows it to. */
export function toEnquiry(
  joined: EnquiryJoined,
  options: { showSmsNumber: boolean; containerSizeNames: Map<number, string> },
): EnquiryItem {
  const { row } = joined;
  const containers = (row.containers as StoredContainer[]).map((c) => ({
    containerSizeId: c.containerSizeId,
    containerSizeName: options.containerSizeNames.get(c.containerSizeId) ?? '',
    count: c.count,
  }));
  return {
    ...toEnquiryListItem(joined, options.showSmsNumber),
    forwarder: { id: row.companyId, name: joined.forwarderName ?? '' },
    createdBy: namedRef(row.createdBy, joined.createdByName),
    attendedAt: row.attendedAt,
    containers,
    packages: row.packages as EnquiryPackage[],
    legs: row.legs as RouteLegSelection,
    originPlace: namedRef(row.originPlaceId, joined.originPlaceName),
    originPickupAddress: row.originPickupAddress,
    originCustomPoint: namedRef(row.originCustomPointId, joined.originCustomPointName),
    destinationCustomPoint: namedRef(row.destinationCustomPointId, joined.destinationCustomPointName),
    finalPlace: namedRef(row.finalPlaceId, joined.finalPlaceName),
    finalDeliveryAddress: row.finalDeliveryAddress,
    incotermCode: row.incotermCode,
    dgClassCode: row.dgClassCode,
    unNumber: row.unNumber,
    setTemperatureC: row.setTemperatureC === null ? null : Number(row.setTemperatureC),
    preferredLine: namedRef(row.preferredLineId, joined.preferredLineName),
    remarks: row.remarks,
    grossWeightKg: row.grossWeightKg,
    updatedAt: row.updatedAt,
  };
}

/** The names of the container sizes the enquiries' containers point at. */
export async function containerSizeNamesOf(db: DbOrTx, rows: readonly Pick<EnquiryRow, 'containers'>[]) {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.containers as StoredContainer[]).map((c) => c.containerSizeId))),
  ];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: containerSizes.id, size: containerSizes.size })
    .from(containerSizes)
    .where(inArray(containerSizes.id, ids));
  return new Map(found.map((r) => [r.id, r.size]));
}

/**
 * The enquiry `id` as the API answers it, to a caller who may already see it (the caller loaded it
 * with loadStaffEnquiry or loadCustomerEnquiry): read again by id and the caller's side, so another
 * tenant's id is a 404 here too. The SMS number only for callers SPEC §6 shows it to.
 */
export async function findEnquiry(db: DbOrTx, auth: AuthContext, id: number): Promise<EnquiryItem> {
  const side =
    auth.categoryCode === COMPANY_CATEGORY.customer
      ? eq(rateEnquiries.customerCompanyId, auth.companyId)
      : enquiryReachWhere(auth);
  const [joined] = await withEnquiryJoins(db.select(enquiryColumns).from(rateEnquiries)).where(
    and(eq(rateEnquiries.id, id), side),
  );
  if (!joined) throw notFound();
  return toEnquiry(joined as EnquiryJoined, {
    showSmsNumber: canSeeSmsNumber(auth.permissions),
    containerSizeNames: await containerSizeNamesOf(db, [(joined as EnquiryJoined).row]),
  });
}
