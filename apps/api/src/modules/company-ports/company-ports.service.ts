import {
  type CompanyPortListQuery,
  type CompanyPortRequest,
  type companyPortSchema,
  emptyToNull,
  portSearchText,
} from '@fastforward/domain';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { countries, ports } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertCountryExists, assertNoShippedTwin } from '../company-records/references';

/** The company's own ports and custom points (dry ports / ICDs), beside the shipped ones. */
export const companyPortService = createCompanyRecordService<
  CompanyPortListQuery,
  CompanyPortRequest,
  z.input<typeof companyPortSchema>
>({
  table: ports,
  label: 'Port',
  columns: {
    id: ports.id,
    type: ports.type,
    code: ports.code,
    name: ports.name,
    city: ports.city,
    countryCode: ports.countryCode,
    countryName: countries.name,
    timeZone: ports.timeZone,
    createdAt: ports.createdAt,
  },
  joins: (query) => query.innerJoin(countries, eq(countries.code, ports.countryCode)),
  search: (pattern) => or(ilike(ports.searchText, pattern), ilike(countries.name, pattern)),
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
