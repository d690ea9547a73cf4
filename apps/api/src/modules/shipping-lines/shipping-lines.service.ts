import {
  emptyToNull,
  type ShippingLineListQuery,
  type ShippingLineRequest,
  type shippingLineSchema,
} from '@fastforward/domain';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shippingCompanies } from '../../db/schema';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertNoShippedTwin } from '../company-records/references';

const DUPLICATE_LINE = 'A shipping line of this mode has this name already';

/** Shipping lines: the shipped carriers and airlines for reading, the company's own to maintain. */
export const shippingLineService = createCompanyRecordService<
  ShippingLineListQuery,
  ShippingLineRequest,
  z.input<typeof shippingLineSchema>
>({
  table: shippingCompanies,
  label: 'Shipping line',
  includesShipped: true,
  columns: {
    id: shippingCompanies.id,
    name: shippingCompanies.name,
    shippingMode: shippingCompanies.shippingMode,
    scacCode: shippingCompanies.scacCode,
    iataCode: shippingCompanies.iataCode,
    iataPrefix: shippingCompanies.iataPrefix,
    isCompanyOwned: sql<boolean>`${shippingCompanies.companyId} is not null`,
    createdAt: shippingCompanies.createdAt,
  },
  search: (pattern) =>
    or(
      ilike(shippingCompanies.name, pattern),
      ilike(shippingCompanies.scacCode, pattern),
      ilike(shippingCompanies.iataCode, pattern),
    ),
  filters: (query) => [
    query.shippingMode ? eq(shippingCompanies.shippingMode, query.shippingMode) : undefined,
  ],
  sorts: { name: shippingCompanies.name, createdAt: shippingCompanies.createdAt },
  async toValues(tx, _scope, input) {
    await assertNoShippedTwin(
      tx,
      shippingCompanies,
      and(
        eq(shippingCompanies.shippingMode, input.shippingMode),
        sql`lower(${shippingCompanies.name}) = lower(${input.name})`,
      ),
      { field: 'name', message: DUPLICATE_LINE },
    );
    return {
      name: input.name,
      shippingMode: input.shippingMode,
      scacCode: emptyToNull(input.scacCode),
      iataCode: emptyToNull(input.iataCode),
      iataPrefix: emptyToNull(input.iataPrefix),
    };
  },
  conflicts: { shipping_companies_company_key: { field: 'name', message: DUPLICATE_LINE } },
});
