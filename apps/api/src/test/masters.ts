import { COMPANY_MASTERS_PATHS } from '@fastforward/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  containerSizeCategories,
  containerSizes,
  countries,
  currencies,
  ports,
  shippingCompanies,
} from '../db/schema';
import { expectDeleted, expectForbiddenDeletion, recordCalls } from './company-records';
import { createAdmin } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * The shipped reference rows the masters' tests point at: taken from the seed when it has them,
 * inserted (as shipped rows, company_id null) when a test database has none yet.
 */
export type ShippedReferences = {
  seaPortId: number;
  dryPortId: number;
  airPortId: number;
  seaLineId: number;
  airLineId: number;
  containerSizeIds: [number, number];
};

async function shippedPort(
  db: Db,
  type: 'sea' | 'air' | 'dry',
  code: string,
  name: string,
  countryCode: string,
) {
  const [existing] = await db
    .select({ id: ports.id })
    .from(ports)
    .where(and(isNull(ports.companyId), eq(ports.type, type)))
    .orderBy(asc(ports.id))
    .limit(1);
  if (existing) return existing.id;
  const searchText = `${code} ${name} ${countryCode}`.toLowerCase();
  const [row] = await db.insert(ports).values({ type, code, name, countryCode, searchText }).returning();
  if (!row) throw new Error('port insert returned nothing');
  return row.id;
}

async function shippedLine(db: Db, shippingMode: 'sea' | 'air', name: string) {
  const [existing] = await db
    .select({ id: shippingCompanies.id })
    .from(shippingCompanies)
    .where(and(isNull(shippingCompanies.companyId), eq(shippingCompanies.shippingMode, shippingMode)))
    .orderBy(asc(shippingCompanies.id))
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(shippingCompanies).values({ name, shippingMode }).returning();
  if (!row) throw new Error('shipping company insert returned nothing');
  return row.id;
}

async function twoContainerSizes(db: Db): Promise<[number, number]> {
  const existing = await db
    .select({ id: containerSizes.id })
    .from(containerSizes)
    .orderBy(asc(containerSizes.id));
  if (existing.length >= 2) return [existing[0]?.id as number, existing[1]?.id as number];
  const [category] = await db
    .insert(containerSizeCategories)
    .values({ code: 'TEST', name: 'Test sizes', displayOrder: 99 })
    .returning();
  if (!category) throw new Error('category insert returned nothing');
  const rows = await db
    .insert(containerSizes)
    .values([
      { categoryId: category.id, size: "20' Test", isoCode: '22G1', displayOrder: 1 },
      { categoryId: category.id, size: "40' Test", isoCode: '42G1', displayOrder: 2 },
    ])
    .returning();
  return [rows[0]?.id as number, rows[1]?.id as number];
}

/** The currencies tests price and file in (no-ops where the seed has them). */
export async function ensureCurrencies(db: Db) {
  await db
    .insert(currencies)
    .values([
      { code: 'USD', numericCode: '840', name: 'US Dollar', minorUnits: 2 },
      { code: 'EUR', numericCode: '978', name: 'Euro', minorUnits: 2 },
      { code: 'AED', numericCode: '784', name: 'UAE Dirham', minorUnits: 2 },
      { code: 'INR', numericCode: '356', name: 'Indian Rupee', minorUnits: 2 },
    ])
    .onConflictDoNothing();
}

export async function ensureShippedReferences(db: Db): Promise<ShippedReferences> {
  await db
    .insert(countries)
    .values([
      { code: 'AE', alpha3: 'ARE', numericCode: '784', name: 'United Arab Emirates' },
      { code: 'IN', alpha3: 'IND', numericCode: '356', name: 'India' },
      { code: 'DE', alpha3: 'DEU', numericCode: '276', name: 'Germany' },
    ])
    .onConflictDoNothing();
  await ensureCurrencies(db);
  return {
    seaPortId: await shippedPort(db, 'sea', 'AEJEA', 'Jebel Ali', 'AE'),
    dryPortId: await shippedPort(db, 'dry', 'INTKD', 'ICD Tughlakabad', 'IN'),
    airPortId: await shippedPort(db, 'air', 'DXB', 'Dubai International', 'AE'),
    seaLineId: await shippedLine(db, 'sea', 'Test Ocean Carrier'),
    airLineId: await shippedLine(db, 'air', 'Test Airline'),
    containerSizeIds: await twoContainerSizes(db),
  };
}

/**
 * What a masters test starts from: the app, the shipped references, a business administrator of a
 * new company (`owner`, and its token `admin`) and the record calls of `path`.
 */
export async function startMastersTest(path: string) {
  const t = await createTestApp();
  const refs = await ensureShippedReferences(t.db);
  const owner = await createAdmin(t);
  return { t, refs, owner, admin: owner.token, calls: recordCalls(t, path) };
}

/**
 * While a free-days entry points at the record (a port or a shipping line), deleting it is refused
 * with the reason; once the entry is gone it deletes.
 */
export async function expectDeletionRefusedWhileFreeDaysUse(
  t: TestApp,
  token: string,
  refs: ShippedReferences,
  record: { path: string; id: number; use: { portId: number } | { shippingCompanyId: number } },
) {
  const freeDays = recordCalls(t, COMPANY_MASTERS_PATHS.freeDays);
  const entry = await freeDays.create(token, {
    shippingCompanyId: refs.seaLineId,
    portId: refs.seaPortId,
    containerSizeId: refs.containerSizeIds[0],
    originFreeDays: 5,
    destinationFreeDays: 5,
    demurrageType: 'separate',
    detentionType: 'calendar-days',
    ...record.use,
  });
  await expectForbiddenDeletion(
    t,
    record.path,
    token,
    record.id,
    /^This (port|shipping line) is used by free days and cannot be deleted\.$/,
  );
  await freeDays.remove(token, entry.id);
  await expectDeleted(t, record.path, token, record.id);
}
