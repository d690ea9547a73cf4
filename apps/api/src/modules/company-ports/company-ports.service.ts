import {
  type CompanyPortListQuery,
  type CompanyPortRequest,
  type companyPortSchema,
  emptyToNull,
  portSearchText,
} from '@fastforward/domain';
import { and, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { countries, ports } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertCountryExists, assertNoShippedTwin } from '../company-records/references';

/** The countries of the search's subquery, apart from those joined for the country's name. */
const named = alias(countries, 'named_countries');
const countriesNamed = (pattern: string) =>
  new QueryBuilder().select({ code: named.code }).from(named).where(ilike(named.name, pattern));

/**
 * The Ports master: the shipped ports of the world for reading, and the company's own ports and
 * custom points (dry ports / ICDs) to maintain.
 */
export const companyPortService = createCompanyRecordService<
  CompanyPortListQuery,
  CompanyPortRequest,
  z.input<typeof companyPortSchema>
>({
  table: ports,
  label: 'Port',
  includesShipped: true,
  columns: {
    id: ports.id,
    type: ports.type,
    code: ports.code,
    name: ports.name,
    city: ports.city,
    countryCode: ports.countryCode,
    countryName: countries.name,
    timeZone: ports.timeZone,
    isCompanyPort: sql<boolean>`${ports.companyId} is not null`,
    createdAt: ports.createdAt,
  },
  // Every port has its country (a foreign key); a left join lets PostgreSQL leave it out of the count.
  joins: (query) => query.leftJoin(countries, eq(countries.code, ports.countryCode)),
  // Thousands of shipped ports: the search text is lower case already, so a plain LIKE (far cheaper
  // than ILIKE per row), and the country's name is matched once over the countries rather than per
  // port of the join: about ten times faster than ILIKE on both (bench/port-search.ts).
  search: (pattern) =>
    or(like(ports.searchText, pattern.toLowerCase()), inArray(ports.countryCode, countriesNamed(pattern))),
  filters: (query) => [
    query.type ? eq(ports.type, query.type) : undefined,
    query.countryCode ? eq(ports.countryCode, query.countryCode) : undefined,
  ],
  sorts: { code: ports.code, name: ports.name, createdAt: ports.createdAt },
  async toValues(tx, _scope, input) {
    await assertCountryExists(tx, input.countryCode);
    await assertNoShippedTwin(tx, ports, and(eq(ports.type, input.type), eq(ports.code, input.code)), {
      field: 'code',
      message: `${input.code} is in the shipped list already; use that port`,
    });
    const city = emptyToNull(input.city);
    return {
      type: input.type,
      code: input.code,
      name: input.name,
      city,
      countryCode: input.countryCode,
      timeZone: emptyToNull(input.timeZone),
      searchText: portSearchText({ ...input, city }),
    };
  },
  conflicts: {
    ports_company_type_code_key: {
      field: 'code',
      message: 'Your company already has a port of this type with this code',
    },
  },
});
