import {
  type CustomerCredit,
  deliveryOrderHold,
  hasAnyPermission,
  RELEASE_DO_ON_CREDIT_ACCESS,
} from '@fastforward/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companySettings, customerKycs, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { JobRow } from '../jobs/job-records';

/** The customer's credit with the forwarder: on its KYC, set by accounts. */
async function creditOf(tx: DbOrTx, job: JobRow): Promise<CustomerCredit> {
  const [kyc] = await tx
    .select({ limit: customerKycs.creditLimit, termsDays: customerKycs.creditTermsDays })
    .from(customerKycs)
    .where(
      and(
        eq(customerKycs.companyId, job.companyId),
        eq(customerKycs.customerCompanyId, job.customerCompanyId),
      ),
    )
    .orderBy(desc(customerKycs.id))
    .limit(1);
  return kyc?.limit == null || kyc.termsDays === null ? null : { limit: kyc.limit, termsDays: kyc.termsDays };
}

/**
 * Whether the job's DO may be released now (domain deliveryOrderHold over the customer's issued
 * invoices and debit notes with the forwarder, and its credit), and the remark the release then
 * records. A hold refuses with 409 on `payment`, naming what is outstanding, unless the caller
 * holds RELEASE_DO_ON_CREDIT_ACCESS and gives `overrideReason`: the remark keeps the reason and
 * the hold it overrode. In the release's transaction, on the locked job.
 */
export async function checkDoRelease(
  tx: DbOrTx,
  auth: AuthContext,
  job: JobRow,
  request: { overrideReason?: string | null | undefined },
  today: string,
): Promise<{ overridden: string | null }> {
  const [credit, [settings], issued] = await Promise.all([
    creditOf(tx, job),
    tx
      .select({ baseCurrency: companySettings.baseCurrency })
      .from(companySettings)
      .where(eq(companySettings.companyId, job.companyId)),
    tx
      .select({
        number: invoices.number,
        jobId: invoices.jobId,
        currency: invoices.currency,
        total: invoices.total,
        paidTotal: invoices.paidTotal,
        exchangeRate: invoices.exchangeRate,
        issueDate: invoices.issueDate,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, job.companyId),
          eq(invoices.customerCompanyId, job.customerCompanyId),
          inArray(invoices.kind, ['invoice', 'debit_note']),
          inArray(invoices.status, ['issued', 'paid']),
        ),
      ),
  ]);
  const hold = deliveryOrderHold({
    jobId: job.id,
    invoices: issued.map((i) => ({ ...i, number: i.number ?? '', issueDate: i.issueDate ?? today })),
    credit,
    baseCurrency: settings?.baseCurrency ?? '',
    today,
  });
  if (hold === null) return { overridden: null };
  const reason = request.overrideReason?.trim();
  if (!reason) throw AppError.fieldError('payment', hold, 'CONFLICT');
  if (!hasAnyPermission(auth.permissions, RELEASE_DO_ON_CREDIT_ACCESS)) {
    throw AppError.fieldError(
      'overrideReason',
      'Only accounts (release-do-on-credit) may release a delivery order the payment check holds',
      'FORBIDDEN',
    );
  }
  return { overridden: `Released on credit: ${reason} (${hold})` };
}
