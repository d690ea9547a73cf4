import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMMODITY_TYPE,
  CONTAINER_SIZE_CATEGORIES,
  DG_CLASSES,
  type FreightType,
  INCOTERMS,
  type PortType,
  portSearchText,
} from '@fastforward/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { rowsOf } from '../queries';
import {
  cities,
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
} from '../schema';
import { REFERENCE_FILES, type ReferenceFile, type ReferenceRows } from './reference/files';
import { PACKAGE_TYPES } from './reference/package-types';
import { AIRLINES, OCEAN_CARRIERS } from './reference/shipping-companies';

const referenceDir = join(dirname(fileURLToPath(import.meta.url)), 'reference');

/** One generated seed file (scripts/build-reference-data.ts), checked against the columns we expect. */
function readReferenceFile<F extends ReferenceFile>(file: F): ReferenceRows[F] {
  const { name, columns } = REFERENCE_FILES[file];
  const body = JSON.parse(readFileSync(join(referenceDir, name), 'utf8')) as {
    columns: unknown;
    rows: unknown;
  };
  if (JSON.stringify(body.columns) !== JSON.stringify(columns) || !Array.isArray(body.rows)) {
    throw new Error(`${name} does not have the columns ${columns.join(', ')}: run npm run reference-data`);
  }
  return body.rows as ReferenceRows[F];
}

const decimal = (value: number | null) => (value === null ? null : String(value));

/** The shipped rows of every reference table, ready to insert; read once per process. */
function buildShippedRows() {
  const portRows = (
    type: PortType,
    code: string,
    fields: Omit<typeof ports.$inferInsert, 'type' | 'code' | 'searchText'>,
  ) => ({
    ...fields,
    type,
    code,
    // The pickers also find an airport by its ICAO code.
    searchText: [portSearchText({ code, ...fields }), fields.icaoCode?.toLowerCase()]
      .filter(Boolean)
      .join(' '),
  });
  const seaOrDry = (type: PortType) => (file: ReferenceRows['seaPorts'] | ReferenceRows['dryPorts']) =>
    file.map(([code, name, city, timeZone, latitude, longitude]) =>
      portRows(type, code, {
        name,
        city,
        countryCode: code.slice(0, 2),
        timeZone,
        latitude: decimal(latitude),
        longitude: decimal(longitude),
      }),
    );

  return {
    countries: readReferenceFile('countries').map(([code, alpha3, numericCode, name]) => ({
      code,
      alpha3,
      numericCode,
      name,
    })),
    currencies: readReferenceFile('currencies').map(([code, numericCode, name, minorUnits]) => ({
      code,
      numericCode,
      name,
      minorUnits,
    })),
    cities: readReferenceFile('cities').map(([countryCode, name, timeZone, latitude, longitude]) => ({
      countryCode,
      name,
      timeZone,
      latitude: decimal(latitude),
      longitude: decimal(longitude),
    })),
    ports: [
      ...seaOrDry('sea')(readReferenceFile('seaPorts')),
      ...seaOrDry('dry')(readReferenceFile('dryPorts')),
      ...readReferenceFile('airports').map(
        ([code, icaoCode, name, city, countryCode, timeZone, latitude, longitude]) =>
          portRows('air', code, {
            icaoCode,
            name,
            city,
            countryCode,
            timeZone,
            latitude: decimal(latitude),
            longitude: decimal(longitude),
          }),
      ),
    ],
    incoterms: INCOTERMS.map((term) => ({ ...term })),
    commodityTypes: Object.entries(COMMODITY_TYPE).map(([code, name]) => ({ code, name })),
    dgClasses: DG_CLASSES.map((dg, index) => ({ ...dg, displayOrder: index + 1 })),
    packageTypes: PACKAGE_TYPES.map(([code, name]) => ({ code, name })),
    shippingCompanies: [
      ...OCEAN_CARRIERS.map(([name, scacCode]) => ({
        name,
        shippingMode: 'sea' satisfies FreightType,
        scacCode,
      })),
      ...AIRLINES.map(([name, iataCode, iataPrefix]) => ({
        name,
        shippingMode: 'air' satisfies FreightType,
        iataCode,
        iataPrefix,
      })),
    ],
  };
}

let shippedRows: ReturnType<typeof buildShippedRows> | undefined;

/** Rows per insert: the widest table (ports, 12 columns) stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * Inserts the shipped rows a table lacks. `keyOf` is the row's natural key as SQL computes it in
 * `shippedKey` over the table's shipped rows (no company); a first query counts how many of the
 * shipped keys are there, so a start on a seeded database reads one number per table and writes
 * nothing.
 */
async function insertMissing<Row>(
  db: DbOrTx,
  spec: {
    rows: Row[];
    keyOf: (row: Row) => string;
    shippedKey: SQL;
    from: SQL;
    /** For tables where companies keep rows too: the shipped ones. */
    shippedOnly?: SQL;
    insert: (rows: Row[]) => Promise<unknown>;
  },
): Promise<number> {
  const keys = spec.rows.map(spec.keyOf);
  const shipped = spec.shippedOnly ?? sql`true`;
  // One text parameter, whatever the number of keys: both drivers bind it the same way.
  const wanted = sql`(select json_array_elements_text(${JSON.stringify(keys)}::json))`;
  const counted = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(distinct ${spec.shippedKey})::int as n from ${spec.from}
           where ${shipped} and ${spec.shippedKey} in ${wanted}`,
    ),
  );
  if (counted[0]?.n === keys.length) return 0;

  const present = rowsOf<{ key: string }>(
    await db.execute(sql`select ${spec.shippedKey} as key from ${spec.from} where ${shipped}`),
  );
  const have = new Set(present.map((row) => row.key));
  const missing = spec.rows.filter((row) => !have.has(spec.keyOf(row)));
  for (let i = 0; i < missing.length; i += CHUNK) await spec.insert(missing.slice(i, i + CHUNK));
  return missing.length;
}

export type ReferenceSeedResult = Record<
  | 'countries'
  | 'currencies'
  | 'cities'
  | 'ports'
  | 'incoterms'
  | 'commodityTypes'
  | 'dgClasses'
  | 'packageTypes'
  | 'containerSizeCategories'
  | 'containerSizes'
  | 'shippingCompanies',
  number
>;

/**
 * The reference data shipped with FastForward (issue 4, docs/data-sources.md): inserts whatever
 * shipped rows are missing, on every start. Rows a company added (company_id set) are never read or
 * touched, and shipped rows already there are left as they are.
 */
export async function seedReferenceData(db: DbOrTx): Promise<ReferenceSeedResult> {
  shippedRows ??= buildShippedRows();
  const rows = shippedRows;

  const result = {} as ReferenceSeedResult;
  result.countries = await insertMissing(db, {
    rows: rows.countries,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${countries}`,
    insert: (chunk) => db.insert(countries).values(chunk).onConflictDoNothing(),
  });
  result.currencies = await insertMissing(db, {
    rows: rows.currencies,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${currencies}`,
    insert: (chunk) => db.insert(currencies).values(chunk).onConflictDoNothing(),
  });
  // Shipped cities have no unique index (only a company's have): the key check is what keeps them single.
  result.cities = await insertMissing(db, {
    rows: rows.cities,
    keyOf: (r) => `${r.countryCode}|${r.name}`,
    shippedKey: sql`country_code || '|' || name`,
    from: sql`${cities}`,
    shippedOnly: sql`company_id is null`,
    insert: (chunk) => db.insert(cities).values(chunk),
  });
  result.ports = await insertMissing(db, {
    rows: rows.ports,
    keyOf: (r) => `${r.type}|${r.code}`,
    shippedKey: sql`type || '|' || code`,
    from: sql`${ports}`,
    shippedOnly: sql`company_id is null`,
    insert: (chunk) => db.insert(ports).values(chunk).onConflictDoNothing(),
  });
  result.incoterms = await insertMissing(db, {
    rows: rows.incoterms,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${incoterms}`,
    insert: (chunk) => db.insert(incoterms).values(chunk).onConflictDoNothing(),
  });
  result.commodityTypes = await insertMissing(db, {
    rows: rows.commodityTypes,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${commodityTypes}`,
    insert: (chunk) => db.insert(commodityTypes).values(chunk).onConflictDoNothing(),
  });
  result.dgClasses = await insertMissing(db, {
    rows: rows.dgClasses,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${dgClasses}`,
    insert: (chunk) => db.insert(dgClasses).values(chunk).onConflictDoNothing(),
  });
  result.packageTypes = await insertMissing(db, {
    rows: rows.packageTypes,
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${packageTypes}`,
    insert: (chunk) => db.insert(packageTypes).values(chunk).onConflictDoNothing(),
  });
  result.containerSizeCategories = await insertMissing(db, {
    rows: CONTAINER_SIZE_CATEGORIES.map(({ code, name, displayOrder }) => ({ code, name, displayOrder })),
    keyOf: (r) => r.code,
    shippedKey: sql`code`,
    from: sql`${containerSizeCategories}`,
    insert: (chunk) => db.insert(containerSizeCategories).values(chunk).onConflictDoNothing(),
  });
  const categoryIds = new Map(
    (
      await db
        .select({ id: containerSizeCategories.id, code: containerSizeCategories.code })
        .from(containerSizeCategories)
    ).map((c) => [c.code, c.id]),
  );
  result.containerSizes = await insertMissing(db, {
    rows: CONTAINER_SIZE_CATEGORIES.flatMap((category) =>
      category.sizes.map((size, index) => ({
        categoryCode: category.code,
        categoryId: categoryIds.get(category.code) ?? 0,
        ...size,
        displayOrder: index + 1,
      })),
    ),
    keyOf: (r) => `${r.categoryCode}|${r.size}`,
    shippedKey: sql`c.code || '|' || s.size`,
    from: sql`${containerSizes} s join ${containerSizeCategories} c on c.id = s.category_id`,
    insert: (chunk) =>
      db
        .insert(containerSizes)
        .values(chunk.map(({ categoryCode: _, ...size }) => size))
        .onConflictDoNothing(),
  });
  result.shippingCompanies = await insertMissing(db, {
    rows: rows.shippingCompanies,
    keyOf: (r) => `${r.shippingMode}|${r.name}`,
    shippedKey: sql`shipping_mode || '|' || name`,
    from: sql`${shippingCompanies}`,
    shippedOnly: sql`company_id is null`,
    insert: (chunk) => db.insert(shippingCompanies).values(chunk).onConflictDoNothing(),
  });
  return result;
}
