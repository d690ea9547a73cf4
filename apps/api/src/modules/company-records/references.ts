import { COMPANY_CATEGORY } from '@fastforward/domain';
import { and, type Column, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, countries, currencies, leads, users } from '../../db/schema';
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

/** A customer company this forwarder onboarded (its parent): the customers a record may name. */
export const customerOf = (companyId: number) =>
  and(eq(companies.parentCompanyId, companyId), eq(companies.categoryCode, COMPANY_CATEGORY.customer));

/** A body's reference to a record of the company: its id (none: nothing to check) and the error when it is not the company's. */
export type CompanyReference = { id: number | null | undefined; fail: () => AppError };

/**
 * A reference to a staff member: one of another company fails, and so does a disabled one (with
 * `disabled`, else `fail`) unless it is `current`, the one the record already names.
 */
export type StaffReference = CompanyReference & { disabled?: () => AppError; current?: number | null };

/**
 * The staff member, lead and customer a company's record (lead, sales visit, follow-up) names, each
 * checked to be the company's own in this order; the first that is not throws its error.
 */
export async function checkCompanyReferences(
  tx: DbOrTx,
  companyId: number,
  refs: { staff?: StaffReference; lead?: CompanyReference; customer?: CompanyReference },
) {
  const { staff, lead, customer } = refs;
  if (staff?.id) {
    const [row] = await tx
      .select({ isDisabled: users.isDisabled })
      .from(users)
      .where(and(eq(users.id, staff.id), eq(users.companyId, companyId)));
    if (!row) throw staff.fail();
    if (row.isDisabled && staff.id !== staff.current) throw (staff.disabled ?? staff.fail)();
  }
  if (lead?.id) {
    const [row] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, lead.id), eq(leads.companyId, companyId)));
    if (!row) throw lead.fail();
  }
  if (customer?.id) {
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, customer.id), customerOf(companyId)));
    if (!row) throw customer.fail();
  }
}
