import { CUSTOMER_KYC_PATHS, type KycApproveRequest } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Approves a submitted KYC (POST …/:id/approve). */
export const { useAction: useApproveKyc } = createKycAction<KycApproveRequest>(CUSTOMER_KYC_PATHS.approve, {
  fromForm: true,
});
