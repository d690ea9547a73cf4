import { type EnquiryRequest, KYC_STATUS } from '@fastforward/domain';
import { and, asc, eq } from 'drizzle-orm';
import { customerKycs } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { findEnquiry } from '../rate-enquiries/enquiry-records';
import { createEnquiryRecord } from '../rate-enquiries/rate-enquiries.service';

/**
 * The customer's enquiry (My Queries): made with the forwarder whose approved customer KYC is the
 * caller's company. Without one there is no forwarder to ask: 409.
 */
export async function createCustomerEnquiry(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'clock'>,
  auth: AuthContext,
  body: EnquiryRequest,
) {
  const [kyc] = await deps.db
    .select({
      id: customerKycs.id,
      companyId: customerKycs.companyId,
      salesPersonId: customerKycs.salesPersonId,
    })
    .from(customerKycs)
    .where(
      and(eq(customerKycs.customerCompanyId, auth.companyId), eq(customerKycs.status, KYC_STATUS.approved)),
    )
    // A customer company is onboarded by one forwarder; the oldest approval decides if ever more.
    .orderBy(asc(customerKycs.id))
    .limit(1);
  if (!kyc) {
    throw new AppError(
      'CONFLICT',
      'Your company has no approved customer account with a forwarder yet: an enquiry can be sent once your KYC is approved.',
    );
  }
  const id = await createEnquiryRecord(deps, {
    customer: {
      kycId: kyc.id,
      companyId: kyc.companyId,
      customerCompanyId: auth.companyId,
      salesPersonId: kyc.salesPersonId,
    },
    createdVia: 'customer',
    userId: auth.userId,
    body,
  });
  return findEnquiry(deps.db, auth, id);
}
