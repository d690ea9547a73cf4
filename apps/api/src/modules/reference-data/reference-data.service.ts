import type { FreightType, PortType } from '@fastforward/domain';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  commodityTypes,
  containerSizeCategories,
  containerSizes,
  countries,
  currencies,
  dgClasses,
  incoterms,
  packageTypes,
  ports,
  shippingCompanies,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Shipped rows (no company) and the caller's own: what every reference read shows a company. */
const visibleTo = (column: typeof ports.companyId | typeof shippingCompanies.companyId, companyId: number) =>
  or(isNull(column), eq(column, companyId));

const portColumns = {
  id: ports.id,
  type: sql<PortType>`${ports.type}`,
  code: ports.code,
  name: ports.name,
  city: ports.city,
  countryCode: ports.countryCode,
  isCompanyPort: sql<boolean>`${ports.companyId} is not null`,
};

function listPorts(db: Db, companyId: number, where?: SQL) {
  return db
    .select(portColumns)
    .from(ports)
    .where(and(visibleTo(ports.companyId, companyId), where))
    .orderBy(asc(ports.name), asc(ports.id));
}

/** SPEC §7 GET port lists (v3): the three lists in one answer. */
export async function findPortLists(db: Db, companyId: number) {
  const rows = await listPorts(db, companyId);
  return {
    airPorts: rows.filter((p) => p.type === 'air'),
    seaPorts: rows.filter((p) => p.type === 'sea'),
    dryPorts: rows.filter((p) => p.type === 'dry'),
  };
}

/** SPEC §7 POST port list by freight type: sea freight also reaches the dry ports (custom points). */
export const listPortsByFreightType = (db: Db, companyId: number, type: FreightType) =>
  listPorts(db, companyId, type === 'air' ? eq(ports.type, 'air') : sql`${ports.type} in ('sea', 'dry')`);

/** One port by id (shipped or the caller's own); another company's is a 404. */
export async function findPort(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({
      ...portColumns,
      icaoCode: ports.icaoCode,
      timeZone: ports.timeZone,
      latitude: ports.latitude,
      longitude: ports.longitude,
    })
    .from(ports)
    .where(and(eq(ports.id, id), visibleTo(ports.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND', 'Port not found');
  return row;
}

export const listCountries = (db: Db) =>
  db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name));

export const listCurrencies = (db: Db) =>
  db
    .select({ code: currencies.code, name: currencies.name, minorUnits: currencies.minorUnits })
    .from(currencies)
    .orderBy(asc(currencies.code));

/** SPEC §3 container size categories with their sizes, in display order. */
export async function listContainerSizeCategories(db: Db) {
  const [categories, sizes] = await Promise.all([
    db.select().from(containerSizeCategories).orderBy(asc(containerSizeCategories.displayOrder)),
    db.select().from(containerSizes).orderBy(asc(containerSizes.displayOrder), asc(containerSizes.id)),
  ]);
  return categories.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    containerSizes: sizes
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, size: s.size, isoCode: s.isoCode, isReefer: s.isReefer })),
  }));
}

export const listShippingCompanies = (db: Db, companyId: number, shippingMode?: FreightType) =>
  db
    .select({
      id: shippingCompanies.id,
      name: shippingCompanies.name,
      shippingMode: sql<FreightType>`${shippingCompanies.shippingMode}`,
      scacCode: shippingCompanies.scacCode,
      iataCode: shippingCompanies.iataCode,
      iataPrefix: shippingCompanies.iataPrefix,
      isCompanyOwned: sql<boolean>`${shippingCompanies.companyId} is not null`,
    })
    .from(shippingCompanies)
    .where(
      and(
        visibleTo(shippingCompanies.companyId, companyId),
        shippingMode ? eq(shippingCompanies.shippingMode, shippingMode) : undefined,
      ),
    )
    .orderBy(asc(shippingCompanies.name), asc(shippingCompanies.id));

export const listIncoterms = (db: Db) => db.select().from(incoterms).orderBy(asc(incoterms.displayOrder));

export const listCommodityTypes = (db: Db) =>
  db.select().from(commodityTypes).orderBy(asc(commodityTypes.code));

export const listDgClasses = (db: Db) =>
  db
    .select({ code: dgClasses.code, name: dgClasses.name, classNumber: dgClasses.classNumber })
    .from(dgClasses)
    .orderBy(asc(dgClasses.displayOrder));

export const listPackageTypes = (db: Db) => db.select().from(packageTypes).orderBy(asc(packageTypes.name));

/** The IANA zones this runtime knows: the same list isValidTimeZone accepts. */
export const listTimeZones = () =>
  Intl.supportedValuesOf('timeZone').map((name) => ({ code: name, name: name.replaceAll('_', ' ') }));
