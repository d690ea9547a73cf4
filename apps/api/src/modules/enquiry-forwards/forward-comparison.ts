import {
  type AnswerSource,
  type ComparableAnswer,
  type ComparisonEnquiry,
  compareAnswers,
  comparisonCargoOf,
  FORWARD_STATUSES,
  type ForwardAnswerLine,
  type ForwardComparison,
  type ForwardStatus,
  type RequiredCharge,
} from '@fastforward/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { enquiryForwards, forwardAnswers, shippingCompanies, vendors } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { loadStaffEnquiry, namedRef } from '../rate-enquiries/enquiry-records';
import { findCurrencies } from '../rate-wizard/rate-wizard.service';

type Caller = Pick<AuthContext, 'companyId' | 'userId' | 'permissions'>;

/**
 * The vendors' answers to an enquiry side by side (domain compareAnswers): each totalled for the
 * enquiry's cargo in the company's base currency, at the exchange rates the rate engine uses for
 * this enquiry (the latest from before its cargo ready date), so an answer totals here as it does
 * in the quote builder. A currency without a rate is flagged, never guessed.
 */
export async function compareForwardAnswers(
  db: DbOrTx,
  auth: Caller,
  enquiryId: number,
): Promise<ForwardComparison> {
  const enquiry = await loadStaffEnquiry(db, auth, enquiryId);
  const ofEnquiry = and(
    eq(enquiryForwards.enquiryId, enquiry.id),
    eq(enquiryForwards.companyId, auth.companyId),
  );
  const [currencies, rows, counts] = await Promise.all([
    findCurrencies(db, auth.companyId, enquiry.cargoReadyDate),
    db
      .select({
        forwardId: enquiryForwards.id,
        requiredCharges: enquiryForwards.requiredCharges,
        vendorId: vendors.id,
        vendorName: vendors.name,
        answerId: forwardAnswers.id,
        source: forwardAnswers.source,
        lines: forwardAnswers.lines,
        lineId: shippingCompanies.id,
        lineName: shippingCompanies.name,
        validFrom: forwardAnswers.validFrom,
        validTill: forwardAnswers.validTill,
        transitDays: forwardAnswers.transitDays,
        freeDays: forwardAnswers.freeDays,
      })
      .from(forwardAnswers)
      .innerJoin(enquiryForwards, eq(enquiryForwards.id, forwardAnswers.forwardId))
      .innerJoin(vendors, eq(vendors.id, enquiryForwards.vendorId))
      .leftJoin(shippingCompanies, eq(shippingCompanies.id, forwardAnswers.shippingCompanyId))
      .where(ofEnquiry)
      .orderBy(asc(enquiryForwards.id)),
    db
      .select({ status: enquiryForwards.status, n: count() })
      .from(enquiryForwards)
      .where(ofEnquiry)
      .groupBy(enquiryForwards.status),
  ]);
  const answers: ComparableAnswer[] = rows.map((row) => ({
    forwardId: row.forwardId,
    answerId: row.answerId,
    vendor: { id: row.vendorId, name: row.vendorName },
    source: row.source as AnswerSource,
    shippingLine: namedRef(row.lineId, row.lineName),
    validFrom: row.validFrom,
    validTill: row.validTill,
    transitDays: row.transitDays,
    freeDays: row.freeDays,
    lines: row.lines as ForwardAnswerLine[],
    requiredCharges: row.requiredCharges as RequiredCharge[],
  }));
  const cargo = comparisonCargoOf({
    mode: enquiry.mode as ComparisonEnquiry['mode'],
    containers: enquiry.containers as ComparisonEnquiry['containers'],
    packages: enquiry.packages as ComparisonEnquiry['packages'],
    chargeableWeightKg: enquiry.chargeableWeightKg,
    grossWeightKg: enquiry.grossWeightKg,
  });
  const forwardCounts = Object.fromEntries(FORWARD_STATUSES.map((s) => [s, 0])) as Record<
    ForwardStatus,
    number
  >;
  for (const { status, n } of counts) forwardCounts[status as ForwardStatus] = n;
  return {
    baseCurrency: currencies.baseCurrency,
    items: compareAnswers(answers, cargo, currencies),
    forwardCounts,
  };
}
