import { CUSTOMER_KYC_PATHS, type KycTierRequest } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Puts the customer on a tier, or on none (PUT …/:id/tier); a refusal gets the default dialog. */
export const { useAction: useSetCustomerTier } = createKycAction<KycTierRequest>(CUSTOMER_KYC_PATHS.tier, {
  method: 'PUT',
});
