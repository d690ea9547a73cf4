import { CUSTOMER_KYC_PATHS } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Mails the customer user the e-mail verification link again (POST …/:id/resend-verification-mail). */
export const { useAction: useResendVerificationMail } = createKycAction(
  CUSTOMER_KYC_PATHS.resendVerification,
);
