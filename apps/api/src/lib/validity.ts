import type { RateValidity } from '@fastforward/domain';
import { and, type Column, gt, gte, lt, lte } from 'drizzle-orm';

const DAY_MS = 86_400_000;

/** The day of `now` as 'YYYY-MM-DD' (UTC), or the day `days` later: the day a validity counts in. */
export const dayOf = (now: Date, days = 0) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A row valid from one day till another, both days inside (a rate, a charge). */
type ValidityColumns = { validFrom: Column; validTill: Column };

/** Valid on the day: the first and the last day are both inside. */
export const validOn = (row: ValidityColumns, day: string) =>
  and(lte(row.validFrom, day), gte(row.validTill, day));

/**
 * The RATE_VALIDITY filter against the caller's today: 'expiring' is valid today and ends within
 * `expiringDays`; no validity filters nothing.
 */
export function validityFilter(
  row: ValidityColumns,
  validity: RateValidity | undefined,
  now: Date,
  expiringDays = 0,
) {
  const today = dayOf(now);
  switch (validity) {
    case 'current':
      return validOn(row, today);
    case 'expiring':
      return and(validOn(row, today), lte(row.validTill, dayOf(now, expiringDays)));
    case 'expired':
      return lt(row.validTill, today);
    case 'upcoming':
      return gt(row.validFrom, today);
    default:
      return undefined;
  }
}
