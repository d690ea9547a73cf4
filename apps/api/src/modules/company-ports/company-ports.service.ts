import {
  type CompanyPort,
  type CompanyPortListQuery,
  type CompanyPortRequest,
  emptyToNull,
  portSearchText,
} from '@fastforward/domain';
import { and, eq, ilike, or } from 'drizzle-orm';
import { countries, ports } from '../../db/schema';
import { createCompanyRecordService, type Stored } from '../company-records/company-records.service';
import { assertCountryExists, assertNoShippedTwin } from '../company-records/references';
import { countFreeDaysUsing } from '../free-days/free-days.service';

/** The company's own ports and custom points (dry ports / ICDs), beside the shipped ones. */
export const companyPortService = createCompanyRecordService<
  CompanyPortListQuery,
  CompanyPortRequest,
  Stored<CompanyPort>
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
  async findUse(tx, id) {
    const n = await countFreeDaysUsing(tx, { portId: id });
    return n > 0
      ? `This port is used by ${n} free-days entr${n === 1 ? 'y' : 'ies'}; change or delete them first.`
      : null;
  },
});
