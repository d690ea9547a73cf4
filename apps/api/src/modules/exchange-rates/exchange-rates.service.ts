import {
  type ExchangeRateListQuery,
  type ExchangeRateRequest,
  type exchangeRateSchema,
  trimDecimal,
} from '@fastforward/domain';
import { and, desc, eq, ilike, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { currencies, exchangeRates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createCompanyRecordService } from '../company-records/company-records.service';
import { assertCurrencyExists } from '../company-records/references';
import { baseCurrencyOf } from '../company-settings/company-settings.service';

type ExchangeRateItem = z.input<typeof exchangeRateSchema>;

/** The base currency's rate to itself is 1 by definition: it has no rows. */
async function assertNotBaseCurrency(tx: DbOrTx, companyId: number, currencyCode: string) {
  if ((await baseCurrencyOf(tx, companyId)) === currencyCode) {
    throw AppError.fieldError('currencyCode', `${currencyCode} is your base currency: its rate is always 1`);
  }
}

/** A company's rates of currencies to its base currency, each valid from a day on. */
export const exchangeRateService = createCompanyRecordService<
  ExchangeRateListQuery,
  ExchangeRateRequest,
  ExchangeRateItem
>({
  table: exchangeRates,
  label: 'Exchange rate',
  columns: {
    id: exchangeRates.id,
    currencyCode: exchangeRates.currencyCode,
    currencyName: currencies.name,
    rate: exchangeRates.rate,
    validFrom: exchangeRates.validFrom,
    createdAt: exchangeRates.createdAt,
  },
  joins: (query) => query.innerJoin(currencies, eq(currencies.code, exchangeRates.currencyCode)),
  search: (pattern) => or(ilike(exchangeRates.currencyCode, pattern), ilike(currencies.name, pattern)),
  filters: (query) => [query.currencyCode ? eq(exchangeRates.currencyCode, query.currencyCode) : undefined],
  sorts: {
    validFrom: exchangeRates.validFrom,
    currencyCode: exchangeRates.currencyCode,
    createdAt: exchangeRates.createdAt,
  },
  async toValues(tx, scope, input) {
    await assertCurrencyExists(tx, input.currencyCode);
    await assertNotBaseCurrency(tx, scope.companyId, input.currencyCode);
    return { currencyCode: input.currencyCode, rate: input.rate, validFrom: input.validFrom };
  },
  conflicts: {
    exchange_rates_company_currency_day_key: {
      field: 'validFrom',
      message: 'This currency has a rate from this day already',
    },
  },
  toItem: (row) => {
    const item = row as ExchangeRateItem;
    return { ...item, rate: trimDecimal(item.rate) };
  },
});

/**
 * The rate of each currency on day `on` (YYYY-MM-DD): the latest that is valid from that day or
 * earlier. One unit of `currencyCode` is `rate` units of the base currency; the base currency has
 * no row (its rate is 1). For the features that convert amounts (rates, quotes, invoices).
 */
export async function findLatestExchangeRates(db: DbOrTx, companyId: number, on: string) {
  const rows = await db
    .selectDistinctOn([exchangeRates.currencyCode], {
      currencyCode: exchangeRates.currencyCode,
      rate: exchangeRates.rate,
      validFrom: exchangeRates.validFrom,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.companyId, companyId), lte(exchangeRates.validFrom, on)))
    .orderBy(exchangeRates.currencyCode, desc(exchangeRates.validFrom));
  return rows.map((row) => ({ ...row, rate: trimDecimal(row.rate) }));
}
