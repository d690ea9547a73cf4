import { CUSTOMER_KYC_PATHS, type KycRejectRequest } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Rejects a submitted KYC with a reason (POST …/:id/reject). */
export const { useAction: useRejectKyc } = createKycAction<KycRejectRequest>(CUSTOMER_KYC_PATHS.reject, {
  fromForm: true,
});
