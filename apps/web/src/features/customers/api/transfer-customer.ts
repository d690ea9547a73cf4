import { CUSTOMER_KYC_PATHS, type KycTransferRequest } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Hands the customer to another sales person (POST …/:id/transfer). */
export const { useAction: useTransferCustomer } = createKycAction<KycTransferRequest>(
  CUSTOMER_KYC_PATHS.transfer,
  { fromForm: true, successText: 'The customer has been transferred.' },
);
