import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cities,
  commodityTypes,
  companySettings,
  customerKycs,
  exchangeRates,
  localCharges,
  ports,
  shippingCompanies,
  tiers,
  transportCharges,
  validRates,
  vendors,
  weightSlabs,
} from '../db/schema';
import { dayOf } from '../lib/validity';
import { expectHiddenFromOtherCompany, type RecordCalls, recordCalls } from './company-records';
import { createAdmin, createContainerSize, type TestUser } from './factories';
import { ensureCurrencies, ensureShippedReferences, type ShippedReferences } from './masters';
import { createTestApp, type TestApp } from './test-app';

/**
 * Rates and charges factories: the shipped rows they point at, the company's slabs and vendors,
 * rates and charges written straight to their tables, and the lane, tiers and exchange rates the
 * rate wizard prices with.
 */

type Ref = { id: number };

let counter = 0;
const nextNumber = () => ++counter;

const inserted = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
};

/** Writes each row with `create`, in order (a list's newest is the last), keeping its id under its name. */
export async function createNamed<V>(
  create: (values: V) => Promise<{ id: number }>,
  rows: Record<string, V>,
) {
  const ids: Record<string, number> = {};
  for (const [name, values] of Object.entries(rows)) ids[name] = (await create(values)).id;
  return ids;
}

/** 'YYYY-MM-DD' `offset` days from the test clock's today. */
export const dayFrom = (t: TestApp, offset: number) => dayOf(t.clock.now, offset);

/** The shipped rows rates point at: two ports of each mode (a lane needs two ends) and the masters' references. */
export type RateReferences = ShippedReferences & {
  seaPortIds: [number, number];
  airPortIds: [number, number];
};

/** What charges point at as well: a shipped city (a leg's place). */
export type ChargeReferences = RateReferences & { cityId: number };

async function twoShippedPorts(
  db: Db,
  type: 'sea' | 'air',
  fallback: [string, string],
): Promise<[number, number]> {
  const found = await db
    .select({ id: ports.id })
    .from(ports)
    .where(and(isNull(ports.companyId), eq(ports.type, type)))
    .orderBy(asc(ports.id))
    .limit(2);
  const ids = found.map((p) => p.id);
  for (const code of fallback.slice(ids.length)) {
    const [row] = await db
      .insert(ports)
      .values({ type, code, name: `Test ${code}`, countryCode: 'AE', searchText: code.toLowerCase() })
      .returning({ id: ports.id });
    if (!row) throw new Error('port insert returned nothing');
    ids.push(row.id);
  }
  return [ids[0] as number, ids[1] as number];
}

/** Shipped ports, lines and sizes for rates, inserted where the test database has none. */
export async function ensureRateReferences(t: TestApp): Promise<RateReferences> {
  const refs = await ensureShippedReferences(t.db);
  return {
    ...refs,
    seaPortIds: await twoShippedPorts(t.db, 'sea', ['AEJEA', 'INNSA']),
    airPortIds: await twoShippedPorts(t.db, 'air', ['DXB', 'BOM']),
  };
}

async function shippedCity(t: TestApp) {
  const [existing] = await t.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(isNull(cities.companyId), eq(cities.countryCode, 'AE')))
    .orderBy(asc(cities.id))
    .limit(1);
  if (existing) return existing.id;
  return inserted(await t.db.insert(cities).values({ countryCode: 'AE', name: 'Dubai' }).returning(), 'city')
    .id;
}

/** Shipped ports, lines, sizes and a city for rates and charges, inserted where the test database has none. */
export async function ensureChargeReferences(t: TestApp): Promise<ChargeReferences> {
  const refs = await ensureRateReferences(t);
  return { ...refs, cityId: await shippedCity(t) };
}

/**
 * What a rates or charges test starts from: the app, the shipped references, business
 * administrators of two companies (`owner`, and `other` who must not see the owner's records) and
 * the record calls of `path`.
 */
export async function startRatesTest(path: string) {
  const t = await createTestApp();
  const refs = await ensureChargeReferences(t);
  const owner: TestUser = await createAdmin(t);
  const other: TestUser = await createAdmin(t);
  const calls: RecordCalls = recordCalls(t, path);
  return { t, refs, owner, other, calls };
}

/**
 * A record `owner` files (`body`) is a 404 to `other` on read, update (with `update`) and delete, and
 * never in their list; then the owner deletes it.
 */
export async function expectFiledHiddenFromOtherCompany(
  t: TestApp,
  path: string,
  users: { owner: TestUser; other: TestUser },
  body: object,
  update: object,
) {
  const calls = recordCalls(t, path);
  const record = await calls.create(users.owner.token, body);
  await expectHiddenFromOtherCompany(t, path, {
    id: record.id,
    ownerToken: users.owner.token,
    otherToken: users.other.token,
    body: update,
  });
  await calls.remove(users.owner.token, record.id);
}

/** A weight slab of the company's Masters (air, 0–45 Kgs unless told). */
export async function createWeightSlab(
  t: TestApp,
  options: {
    companyId: number;
    type?: 'sea' | 'air';
    name?: string;
    min?: string | null;
    max?: string | null;
    unit?: string;
  },
) {
  return inserted(
    await t.db
      .insert(weightSlabs)
      .values({
        companyId: options.companyId,
        type: options.type ?? 'air',
        name: options.name ?? `Slab ${nextNumber()}`,
        minWeight: options.min === undefined ? '0' : options.min,
        maxWeight: options.max === undefined ? '45' : options.max,
        measurementIn: options.unit ?? 'Kgs',
      })
      .returning(),
    'weight slab',
  );
}

/** An e-mail-only vendor in the company's vendor list. */
export async function createVendor(
  t: TestApp,
  options: { companyId: number; name?: string; modes?: string[] },
) {
  const n = nextNumber();
  return inserted(
    await t.db
      .insert(vendors)
      .values({
        companyId: options.companyId,
        name: options.name ?? `Factory Vendor ${n}`,
        contactEmail: `vendor${n}@vendor.test`,
        modes: options.modes ?? ['sea', 'air'],
      })
      .returning(),
    'vendor',
  );
}

type ValidRateRow = typeof validRates.$inferInsert;

/**
 * A valid rate of the company, written straight to the table: GNRL, 100.00 USD, valid from 30 days
 * before the test clock's today to 30 days after, unless told. Given `refs`, a sea rate on the
 * first two shipped sea ports, the first shipped sea line and container size (an air rate on the
 * air ports and line, needing `weightSlabId`); without, the lane and line are the caller's.
 */
export async function createValidRate(
  t: TestApp,
  options: { companyId: number; refs?: RateReferences } & Partial<Omit<ValidRateRow, 'companyId'>>,
) {
  const { companyId, refs, ...overrides } = options;
  const mode = overrides.mode ?? 'sea';
  const lane = refs && {
    originPortId: mode === 'sea' ? refs.seaPortIds[0] : refs.airPortIds[0],
    destinationPortId: mode === 'sea' ? refs.seaPortIds[1] : refs.airPortIds[1],
    shippingCompanyId: mode === 'sea' ? refs.seaLineId : refs.airLineId,
    containerSizeId: mode === 'sea' ? refs.containerSizeIds[0] : null,
  };
  const values = {
    companyId,
    mode,
    ...lane,
    weightSlabId: null,
    commodityType: 'GNRL',
    buyRate: '100.00',
    currency: 'USD',
    validFrom: dayFrom(t, -30),
    validTill: dayFrom(t, 30),
    ...overrides,
  } as ValidRateRow;
  return inserted(await t.db.insert(validRates).values(values).returning(), 'valid rate');
}

/** A valid POST body of a sea destination THC at the first shipped sea port. */
export const localChargeBody = (
  t: TestApp,
  refs: ChargeReferences,
  overrides: Record<string, unknown> = {},
) => ({
  mode: 'sea',
  portType: 'destination',
  portId: refs.seaPortIds[0],
  label: 'Terminal Handling',
  basis: 'perContainer',
  rate: '320',
  buyRate: '250.50',
  currency: 'USD',
  validFrom: dayFrom(t, 0),
  validTill: dayFrom(t, 90),
  commodityType: 'GNRL',
  containerSizeId: refs.containerSizeIds[0],
  weightSlabId: null,
  shippingCompanyId: refs.seaLineId,
  incotermCode: 'CIF',
  remarks: 'Per box, both ways',
  ...overrides,
});

/** A valid POST body of a road leg from the first shipped sea port to the dry port (at destination). */
export const transportChargeBody = (
  t: TestApp,
  refs: ChargeReferences,
  overrides: Record<string, unknown> = {},
) => ({
  mode: 'sea',
  transportPoints: 'destinationPortToCustomPoint',
  transportType: 'road',
  portId: refs.seaPortIds[0],
  customPointId: refs.dryPortId,
  cityId: null,
  label: 'Port to ICD trucking',
  basis: 'perContainer',
  rate: null,
  buyRate: '400',
  currency: 'USD',
  validFrom: dayFrom(t, 0),
  validTill: dayFrom(t, 90),
  commodityType: null,
  containerSizeId: refs.containerSizeIds[0],
  weightSlabId: null,
  shippingCompanyId: null,
  incotermCode: null,
  remarks: null,
  ...overrides,
});

type LocalChargeRow = typeof localCharges.$inferInsert;
type TransportChargeRow = typeof transportCharges.$inferInsert;
/** What every charge written straight to its table is told: the company and the validity. */
type ChargeOf<R> = Pick<R, Extract<keyof R, 'companyId' | 'validFrom' | 'validTill'>> & Partial<R>;

const chargeDefaults = {
  mode: 'sea',
  label: 'Factory charge',
  basis: 'perShipment',
  buyRate: '100',
  currency: 'USD',
} as const;

/** A local charge written straight to the table: a sea origin charge per shipment, 100 USD, unless told. */
export async function createLocalCharge(
  t: TestApp,
  row: ChargeOf<LocalChargeRow> & Pick<LocalChargeRow, 'portId'>,
) {
  return inserted(
    await t.db
      .insert(localCharges)
      .values({ portType: 'origin', ...chargeDefaults, ...row })
      .returning(),
    'local charge',
  );
}

/** A transport charge written straight to the table: a sea road leg per shipment, 100 USD, unless told. */
export async function createTransportCharge(
  t: TestApp,
  row: ChargeOf<TransportChargeRow> & Pick<TransportChargeRow, 'transportPoints'>,
) {
  return inserted(
    await t.db
      .insert(transportCharges)
      .values({ transportType: 'road', ...chargeDefaults, ...row })
      .returning(),
    'transport charge',
  );
}

/** The commodity types pricing refers to (no-ops where the seed has them), and the currencies. */
async function ensureCodes(t: TestApp) {
  await ensureCurrencies(t.db);
  await t.db
    .insert(commodityTypes)
    .values([
      { code: 'GNRL', name: 'General' },
      { code: 'HZMT', name: 'Hazardous' },
      { code: 'TEMP', name: 'Temperature Controlled' },
    ])
    .onConflictDoNothing();
}

async function port(t: TestApp, type: 'sea' | 'air' | 'dry', name: string, countryCode: string) {
  const code = `Z${type[0]?.toUpperCase()}${nextNumber()}`;
  return inserted(
    await t.db
      .insert(ports)
      .values({ type, code, name, countryCode, searchText: `${code} ${name}`.toLowerCase() })
      .returning({ id: ports.id, name: ports.name }),
    'port',
  );
}

async function city(t: TestApp, name: string, countryCode: string) {
  return inserted(
    await t.db.insert(cities).values({ name, countryCode }).returning({ id: cities.id, name: cities.name }),
    'city',
  );
}

async function line(t: TestApp, name: string, shippingMode: 'sea' | 'air') {
  return inserted(
    await t.db
      .insert(shippingCompanies)
      .values({ name: `${name} ${nextNumber()}`, shippingMode })
      .returning({ id: shippingCompanies.id, name: shippingCompanies.name }),
    'shipping line',
  );
}

export type PricingLane = Awaited<ReturnType<typeof createPricingLane>>;

/**
 * Shipped places of an India → UAE lane (Nhava Sheva → Jebel Ali by sea, Mumbai → Dubai by air),
 * the dry ports and cities of the transport legs, two container sizes and two lines of each mode.
 */
export async function createPricingLane(t: TestApp) {
  await ensureCodes(t);
  const n = nextNumber();
  return {
    nhavaSheva: await port(t, 'sea', `Nhava Sheva ${n}`, 'IN'),
    jebelAli: await port(t, 'sea', `Jebel Ali ${n}`, 'AE'),
    mumbaiAir: await port(t, 'air', `Mumbai Airport ${n}`, 'IN'),
    dubaiAir: await port(t, 'air', `Dubai Airport ${n}`, 'AE'),
    icdTughlakabad: await port(t, 'dry', `ICD Tughlakabad ${n}`, 'IN'),
    dubaiIcd: await port(t, 'dry', `Dubai ICD ${n}`, 'AE'),
    pune: await city(t, `Pune ${n}`, 'IN'),
    dubai: await city(t, `Dubai ${n}`, 'AE'),
    twenty: await createContainerSize(t, { size: `20' Standard ${n}` }),
    highCube: await createContainerSize(t, { size: `40' High Cube ${n}`, isoCode: '45G1' }),
    maersk: await line(t, 'Maersk', 'sea'),
    msc: await line(t, 'MSC', 'sea'),
    emirates: await line(t, 'Emirates SkyCargo', 'air'),
  };
}

/** The company's base currency and its exchange rates (base units per 1 unit), valid from a day. */
export async function setCurrencies(
  t: TestApp,
  company: Ref,
  baseCurrency: string,
  rates: Record<string, string>,
  validFrom = '2000-01-01',
) {
  await t.db
    .insert(companySettings)
    .values({ companyId: company.id, baseCurrency })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { baseCurrency } });
  const entries = Object.entries(rates);
  if (entries.length > 0) {
    await t.db
      .insert(exchangeRates)
      .values(
        entries.map(([currencyCode, rate]) => ({ companyId: company.id, currencyCode, rate, validFrom })),
      );
  }
}

/** A tier of `company` given to the customer KYC: 10 % on sea, USD 0.35 per kg on air unless told. */
export async function createPricingTier(
  t: TestApp,
  company: Ref,
  customerKyc: { kycId: number },
  overrides: Partial<typeof tiers.$inferInsert> = {},
) {
  const tier = inserted(
    await t.db
      .insert(tiers)
      .values({
        companyId: company.id,
        name: `Gold ${nextNumber()}`,
        currency: 'USD',
        seaMarginType: 'percent',
        seaMargin: '10',
        airMarginType: 'fixed',
        airMargin: '0.35',
        ...overrides,
      })
      .returning({ id: tiers.id, name: tiers.name }),
    'tier',
  );
  await t.db.update(customerKycs).set({ tierId: tier.id }).where(eq(customerKycs.id, customerKyc.kycId));
  return tier;
}
