import { CUSTOMER_KYC_PATHS, type KycCreditRequest } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Gives the customer credit or takes it away (PUT …/:id/credit, accounts); a refusal gets the default dialog. */
export const { useAction: useSetCustomerCredit } = createKycAction<KycCreditRequest>(
  CUSTOMER_KYC_PATHS.credit,
  {
    method: 'PUT',
    successText: 'The credit is saved: the delivery order release checks it.',
  },
);
