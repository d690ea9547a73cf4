import { and, type Column, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, currencies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { CompanyRecordTable } from './company-records.service';

/** Body fields that name shipped reference data: a code that does not exist is a 404 on the field. */

/** Shipped rows (no company) and the company's own: what a company may refer to. */
export const usableBy = (companyId: number, column: Column) => or(isNull(column), eq(column, companyId));

/** A 404 naming the field: what it refers to does not exist for this company. */
export const missingReference = (field: string, label: string) =>
  AppError.fieldError(field, `${label} not found`, 'NOT_FOUND');

export async function assertCountryExists(tx: DbOrTx, countryCode: string, field = 'countryCode') {
  const [row] = await tx
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, countryCode));
  if (!row) throw AppError.fieldError(field, 'Country not found', 'NOT_FOUND');
}

export async function assertCurrencyExists(tx: DbOrTx, currencyCode: string, field = 'currencyCode') {
  const [row] = await tx
    .select({ code: currencies.code })
    .from(currencies)
    .where(eq(currencies.code, currencyCode));
  if (!row) throw AppError.fieldError(field, 'Currency not found', 'NOT_FOUND');
}

/**
 * A company's own record must not repeat a shipped one (`same` says which shipped rows count):
 * the company should use the shipped record instead. A 409 on `field` otherwise.
 */
export async function assertNoShippedTwin(
  tx: DbOrTx,
  table: CompanyRecordTable,
  same: SQL | undefined,
  conflict: { field: string; message: string },
) {
  const [twin] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(isNull(table.companyId), same))
    .limit(1);
  if (twin) throw AppError.fieldError(conflict.field, conflict.message, 'CONFLICT');
}
