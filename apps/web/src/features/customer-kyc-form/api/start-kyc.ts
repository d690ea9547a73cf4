import {
  CUSTOMER_KYC_PATHS,
  type KycPublicStartRequest,
  type KycPublicStartResponse,
} from '@fastforward/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A self-service KYC at the forwarder of a sales person's link or of a short name. */
export const startKyc = (body: KycPublicStartRequest) =>
  http.post<KycPublicStartResponse>(CUSTOMER_KYC_PATHS.publicStart, body, {
    auth: false,
    suppressErrorDialog: true,
  });

export const useStartKyc = () => useMutation({ mutationFn: startKyc });
