import { CUSTOMER_KYC_PATHS } from '@fastforward/domain';
import { createKycAction } from './kyc-action';

/** Mails a new invitation link; older links stop working (POST …/:id/link). */
export const { useAction: useRegenerateKycLink } = createKycAction(CUSTOMER_KYC_PATHS.link);
