import {
  CITY_LOOKUP_LIMIT,
  type CityListQuery,
  type CityLookupQuery,
  type CityOption,
  type CityRef,
  type CityRequest,
  type CitySearchQuery,
  type citySchema,
  emptyToNull,
} from '@fastforward/domain';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cities, countries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { enforceRateLimit } from '../../lib/rate-limiter';
import { escapeLike } from '../../lib/sql';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertCountryExists, assertNoShippedTwin } from '../company-records/references';

const DUPLICATE_CITY = 'This country has a city of this name already';

/** The company's own cities, beside the shipped ones. */
export const cityService = createCompanyRecordService<CityListQuery, CityRequest, z.input<typeof citySchema>>(
  {
    table: cities,
    label: 'City',
    columns: {
      id: cities.id,
      countryCode: cities.countryCode,
      countryName: countries.name,
      name: cities.name,
      timeZone: cities.timeZone,
      createdAt: cities.createdAt,
    },
    joins: (query) => query.innerJoin(countries, eq(countries.code, cities.countryCode)),
    search: (pattern) => ilike(cities.name, pattern),
    filters: (query) => [query.countryCode ? eq(cities.countryCode, query.countryCode) : undefined],
    sorts: { name: cities.name, countryCode: cities.countryCode, createdAt: cities.createdAt },
    async toValues(tx, _scope, input) {
      await assertCountryExists(tx, input.countryCode);
      await assertNoShippedTwin(
        tx,
        cities,
        and(eq(cities.countryCode, input.countryCode), sql`lower(${cities.name}) = lower(${input.name})`),
        { field: 'name', message: DUPLICATE_CITY },
      );
      return { countryCode: input.countryCode, name: input.name, timeZone: emptyToNull(input.timeZone) };
    },
    conflicts: { cities_company_country_name_key: { field: 'name', message: DUPLICATE_CITY } },
  },
);

/**
 * Lookups per IP and hour: a picker asks once per pause in typing, so a few hundred serve a person
 * filling several addresses; a script reading the whole list is stopped.
 */
const LOOKUP_LIMIT = { calls: 600, windowSeconds: 60 * 60 } as const;

/** Cities whose name holds `text`, those starting with it first, then by name. */
function findCitiesByName(db: AppDeps['db'], text: string, where: SQL | undefined) {
  const typed = escapeLike(text.toLowerCase());
  const lowerName = sql`lower(${cities.name})`;
  return db
    .select({ id: cities.id, name: cities.name, countryCode: cities.countryCode })
    .from(cities)
    .where(and(where, sql`${lowerName} like ${`%${typed}%`}`))
    .orderBy(desc(sql`${lowerName} like ${`${typed}%`}`), asc(cities.name), asc(cities.id))
    .limit(CITY_LOOKUP_LIMIT);
}

/**
 * A country's shipped cities whose name holds `search`. Public (forms before sign-in use it), so a
 * company's own cities never show: they are its business. The (country_code, lower(name)) index
 * narrows the scan to the one country.
 */
export async function lookupShippedCities(
  { db, limiter }: AppDeps,
  query: CityLookupQuery,
  ip: string,
): Promise<CityOption[]> {
  await enforceRateLimit(limiter, `city-lookup:${ip}`, LOOKUP_LIMIT.calls, LOOKUP_LIMIT.windowSeconds);
  const found = await findCitiesByName(
    db,
    query.search,
    and(isNull(cities.companyId), eq(cities.countryCode, query.countryCode)),
  );
  return found.map(({ name, countryCode }) => ({ name, countryCode }));
}

/** The shipped cities and the company's own whose name holds `search`, by id: a place of a route. */
export function searchCities(
  db: AppDeps['db'],
  companyId: number,
  query: CitySearchQuery,
): Promise<CityRef[]> {
  return findCitiesByName(
    db,
    query.search,
    and(
      or(isNull(cities.companyId), eq(cities.companyId, companyId)),
      query.countryCode ? eq(cities.countryCode, query.countryCode) : undefined,
    ),
  );
}
