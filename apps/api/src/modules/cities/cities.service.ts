import { type CityListQuery, type CityRequest, type citySchema, emptyToNull } from '@fastforward/domain';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cities, countries } from '../../db/schema';
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
