import {
  type CustomerKycMine,
  KYC_UPDATE_REQUEST_MESSAGES,
  type KycDetails,
  type KycStatus,
} from '@fastforward/domain';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, companySettings, customerKycs, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/auth';
import { findKycDocuments } from './kyc-records';
import { findPendingKycUpdateRequest } from './kyc-update-requests.service';

const forwarders = alias(companies, 'forwarders');
const salesPersons = alias(users, 'sales_persons');

/**
 * The caller's company's KYC (SPEC's getByUser): its status and details, the forwarder and the
 * sales person who look after it, its documents and the update request waiting, if any.
 */
export async function findMyKyc(db: Db, auth: AuthContext) {
  const [kyc] = await db
    .select({
      id: customerKycs.id,
      companyId: customerKycs.companyId,
      status: sql<KycStatus>`${customerKycs.status}`,
      shortName: customerKycs.shortName,
      username: customerKycs.username,
      email: customerKycs.email,
      details: sql<KycDetails | null>`${customerKycs.details}`,
      forwarder: sql<CustomerKycMine['forwarder']>`json_build_object('id', ${forwarders.id},
        'name', ${forwarders.name}, 'email', ${companySettings.contactEmail}, 'phone', ${companySettings.phone})`,
      salesPerson: sql<CustomerKycMine['salesPerson']>`case when ${salesPersons.id} is null then null
        else json_build_object('id', ${salesPersons.id}, 'fullName', ${salesPersons.fullName},
          'email', ${salesPersons.email}) end`,
    })
    .from(customerKycs)
    .innerJoin(forwarders, eq(forwarders.id, customerKycs.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, customerKycs.companyId))
    .leftJoin(salesPersons, eq(salesPersons.id, customerKycs.salesPersonId))
    .where(eq(customerKycs.customerCompanyId, auth.companyId));
  if (!kyc) throw new AppError('NOT_FOUND', KYC_UPDATE_REQUEST_MESSAGES.kycNotFound);
  const { companyId, ...mine } = kyc;
  const [documents, pendingUpdateRequest] = await Promise.all([
    findKycDocuments(db, companyId, kyc.id),
    findPendingKycUpdateRequest(db, kyc.id),
  ]);
  return { ...mine, documents, pendingUpdateRequest };
}
