import {
  CUSTOMER_KYC_PATHS,
  type KycLinkCredentials,
  type KycPublicSubmitRequest,
  type KycPublicSubmitResponse,
} from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { kycLinkHeaders } from './kyc-link';

export type KycSubmission = { link: KycLinkCredentials; body: KycPublicSubmitRequest };

/** Sends the KYC through its link; the form places the server's field errors itself. */
export const submitKyc = ({ link, body }: KycSubmission) =>
  http.post<KycPublicSubmitResponse>(CUSTOMER_KYC_PATHS.publicSubmit, body, {
    auth: false,
    headers: kycLinkHeaders(link),
    suppressErrorDialog: true,
  });

export const useSubmitKyc = () => useMutation({ mutationFn: submitKyc });
