import {
  AWB_PREFIX_PATTERN,
  IATA_AIRPORT_CODE_PATTERN,
  ICAO_AIRPORT_CODE_PATTERN,
  ISO_6346_SIZE_TYPE_PATTERN,
  UN_LOCODE_PATTERN,
} from '@fastforward/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/row-counts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cities,
  companies,
  containerSizeCategories,
  containerSizes,
  countries,
  currencies,
  dgClasses,
  incoterms,
  packageTypes,
  ports,
  shippingCompanies,
} from '../../schema';
import { seedReferenceData } from '../reference-data';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shippedPorts = (type: 'sea' | 'air' | 'dry') =>
  t.db
    .select({
      code: ports.code,
      icaoCode: ports.icaoCode,
      name: ports.name,
      countryCode: ports.countryCode,
      searchText: ports.searchText,
    })
    .from(ports)
    .where(and(eq(ports.type, type), isNull(ports.companyId)));

describe('shipped reference data (issue 4, acceptance 1)', () => {
  it('has every ISO 3166-1 country', async () => {
    const rows = await t.db.select().from(countries);
    expect(rows).toHaveLength(249);
    expect(rows).toContainEqual({ code: 'IN', alpha3: 'IND', numericCode: '356', name: 'India' });
    expect(rows).toContainEqual({
      code: 'AE',
      alpha3: 'ARE',
      numericCode: '784',
      name: 'United Arab Emirates',
    });
  });

  it('has every ISO 4217 currency with its minor units', async () => {
    const rows = await t.db.select().from(currencies);
    expect(rows.length).toBeGreaterThanOrEqual(170);
    const byCode = new Map(rows.map((c) => [c.code, c]));
    expect(byCode.get('USD')).toEqual({ code: 'USD', numericCode: '840', name: 'US Dollar', minorUnits: 2 });
    expect(byCode.get('EUR')?.minorUnits).toBe(2);
    expect(byCode.get('AED')).toEqual({ code: 'AED', numericCode: '784', name: 'UAE Dirham', minorUnits: 2 });
    expect(byCode.get('JPY')?.minorUnits).toBe(0);
    expect(byCode.get('BHD')?.minorUnits).toBe(3);
    // The standard's N.A. (gold, SDR): no minor unit at all, not zero.
    expect(byCode.get('XAU')?.minorUnits).toBeNull();
  });

  it('has at least 1,000 sea ports, each with a valid UN/LOCODE of its country', async () => {
    const rows = await shippedPorts('sea');
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    for (const port of rows) {
      expect(port.code).toMatch(UN_LOCODE_PATTERN);
      expect(port.code.slice(0, 2)).toBe(port.countryCode);
    }
    expect(rows.map((p) => p.code)).toEqual(
      expect.arrayContaining(['AEJEA', 'SGSIN', 'NLRTM', 'CNSHA', 'USLAX']),
    );
  });

  it('has at least 3,000 airports with IATA codes, ICAO where known', async () => {
    const rows = await shippedPorts('air');
    expect(rows.length).toBeGreaterThanOrEqual(3000);
    for (const airport of rows) {
      expect(airport.code).toMatch(IATA_AIRPORT_CODE_PATTERN);
      if (airport.icaoCode) expect(airport.icaoCode).toMatch(ICAO_AIRPORT_CODE_PATTERN);
    }
    expect(rows.filter((a) => a.icaoCode).length).toBeGreaterThan(rows.length * 0.9);
    const dubai = rows.find((a) => a.code === 'DXB');
    expect(dubai).toMatchObject({ icaoCode: 'OMDB', countryCode: 'AE' });
    // Found by IATA code, ICAO code, name or country in the pickers' search.
    expect(dubai?.searchText).toContain('dxb');
    expect(dubai?.searchText).toContain('omdb');
    expect(dubai?.searchText).toContain(' ae');
  });

  it('has dry ports / ICDs, each with its country', async () => {
    const rows = await shippedPorts('dry');
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const port of rows) expect(port.code.slice(0, 2)).toBe(port.countryCode);
    expect(rows.map((p) => p.code)).toContain('INTKD');
  });

  it('gives ports their time zone and coordinates where the sources have them', async () => {
    const [jebelAli] = await t.db
      .select()
      .from(ports)
      .where(and(eq(ports.type, 'sea'), eq(ports.code, 'AEJEA')));
    expect(jebelAli).toMatchObject({ countryCode: 'AE', timeZone: 'Asia/Dubai' });
    expect(Number(jebelAli?.latitude)).toBeCloseTo(25, 0);
    expect(Number(jebelAli?.longitude)).toBeCloseTo(55, 0);
    const [{ withZone = 0, total = 1 } = {}] = await t.db
      .select({
        withZone: sql<number>`count(${ports.timeZone})::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(ports);
    expect(withZone / total).toBeGreaterThan(0.95);
  });

  it('has cities with their country and time zone', async () => {
    const [{ n = 0 } = {}] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cities)
      .where(isNull(cities.companyId));
    expect(n).toBeGreaterThan(5000);
    const [mumbai] = await t.db
      .select()
      .from(cities)
      .where(and(eq(cities.countryCode, 'IN'), eq(cities.name, 'Mumbai')));
    expect(mumbai?.timeZone).toBe('Asia/Kolkata');
  });

  it('has all Incoterms 2020 and INL, in the order of SPEC §3', async () => {
    const rows = await t.db.select().from(incoterms).orderBy(asc(incoterms.displayOrder));
    expect(rows.map((r) => r.code)).toEqual([
      'EXW',
      'CIF',
      'FOB',
      'FCA',
      'INL',
      'CPT',
      'CIP',
      'DAP',
      'DPU',
      'DDP',
      'FAS',
      'CFR',
    ]);
    expect(rows[0]).toMatchObject({ code: 'EXW', name: 'Ex Works', displayOrder: 1 });
    expect(rows[4]).toMatchObject({ code: 'INL', name: 'Inland Haulage', displayOrder: 5 });
  });

  it('has the container groups of SPEC §3 with ISO 6346 size-type codes', async () => {
    const rows = await t.db
      .select({
        category: containerSizeCategories.name,
        code: containerSizeCategories.code,
        size: containerSizes.size,
        isoCode: containerSizes.isoCode,
        isReefer: containerSizes.isReefer,
      })
      .from(containerSizes)
      .innerJoin(containerSizeCategories, eq(containerSizeCategories.id, containerSizes.categoryId))
      .orderBy(asc(containerSizeCategories.displayOrder), asc(containerSizes.displayOrder));
    expect([...new Set(rows.map((r) => r.category))]).toEqual([
      'General Sized',
      'Regular Sized',
      'Reefer Equipment',
      'In-Gauge',
      'Out-Gauge',
    ]);
    expect(rows.filter((r) => r.category === 'General Sized').map((r) => [r.size, r.isoCode])).toEqual([
      ['All 20 ft', null],
      ['All 40 ft', null],
    ]);
    expect(rows.filter((r) => r.isReefer).every((r) => r.code === 'FRZ')).toBe(true);
    const isoCodes = rows.flatMap((r) => (r.isoCode ? [r.isoCode] : []));
    for (const code of isoCodes) expect(code).toMatch(ISO_6346_SIZE_TYPE_PATTERN);
    expect(isoCodes).toEqual(
      expect.arrayContaining(['22G1', '42G1', '45G1', '22R1', '45R1', '22U1', '22P1', '22T1']),
    );
  });

  it('has the DG classes with their divisions and the package types of UN/ECE Rec. 21', async () => {
    const dg = await t.db.select().from(dgClasses).orderBy(asc(dgClasses.displayOrder));
    expect(dg).toHaveLength(20);
    expect(dg.map((d) => d.code)).toEqual(
      expect.arrayContaining(['1.1', '1.6', '2.3', '3', '4.3', '5.2', '6.2', '7', '8', '9']),
    );
    const packages = await t.db.select().from(packageTypes);
    expect(packages.length).toBeGreaterThanOrEqual(40);
    expect(packages).toEqual(
      expect.arrayContaining([
        { code: 'BX', name: 'Box' },
        { code: 'CT', name: 'Carton' },
        { code: 'PX', name: 'Pallet' },
        { code: 'DR', name: 'Drum' },
      ]),
    );
  });

  it('has at least 15 ocean carriers with SCAC codes and 20 airlines with IATA prefixes', async () => {
    const rows = await t.db.select().from(shippingCompanies).where(isNull(shippingCompanies.companyId));
    const carriers = rows.filter((r) => r.shippingMode === 'sea');
    expect(carriers.length).toBeGreaterThanOrEqual(15);
    for (const carrier of carriers) expect(carrier.scacCode).toMatch(/^[A-Z]{4}$/);
    expect(carriers).toContainEqual(expect.objectContaining({ name: 'Maersk', scacCode: 'MAEU' }));
    const airlines = rows.filter((r) => r.shippingMode === 'air');
    expect(airlines.length).toBeGreaterThanOrEqual(20);
    for (const airline of airlines) expect(airline.iataPrefix).toMatch(AWB_PREFIX_PATTERN);
    expect(airlines).toContainEqual(
      expect.objectContaining({ name: 'Emirates', iataCode: 'EK', iataPrefix: '176' }),
    );
  });
});

describe('seedReferenceData', () => {
  it('changes nothing when run again on a seeded database', async () => {
    const before = await countRows(t.db);
    const inserted = await t.db.transaction((tx) => seedReferenceData(tx));
    expect(Object.values(inserted).every((n) => n === 0)).toBe(true);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('puts back a missing shipped row and leaves company rows alone', async () => {
    const [company] = await t.db.select({ id: companies.id }).from(companies).limit(1);
    const companyId = company?.id ?? 0;
    // A company's own Jebel Ali and its own Maersk: same natural keys as shipped rows.
    await t.db.insert(ports).values({
      companyId,
      type: 'sea',
      code: 'AEJEA',
      name: 'Our Jebel Ali',
      countryCode: 'AE',
      searchText: 'aejea our jebel ali ae',
    });
    await t.db
      .insert(shippingCompanies)
      .values({ companyId, name: 'Maersk', shippingMode: 'sea', scacCode: 'MAEU' });
    await t.db
      .delete(ports)
      .where(and(eq(ports.type, 'air'), eq(ports.code, 'NBO'), isNull(ports.companyId)));
    const before = await countRows(t.db);

    const inserted = await t.db.transaction((tx) => seedReferenceData(tx));

    expect(inserted.ports).toBe(1);
    expect(Object.entries(inserted).filter(([table, n]) => table !== 'ports' && n !== 0)).toEqual([]);
    expect(await countRows(t.db)).toEqual({ ...before, ports: (before.ports ?? 0) + 1 });
    const jebelAli = await t.db
      .select({ name: ports.name, companyId: ports.companyId })
      .from(ports)
      .where(eq(ports.code, 'AEJEA'));
    expect(jebelAli).toEqual(
      expect.arrayContaining([
        { name: 'Jebel Ali', companyId: null },
        { name: 'Our Jebel Ali', companyId },
      ]),
    );
    const nairobi = await t.db
      .select({ code: ports.code })
      .from(ports)
      .where(and(eq(ports.type, 'air'), eq(ports.code, 'NBO')));
    expect(nairobi).toHaveLength(1);
  });
});
