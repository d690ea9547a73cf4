import { CUSTOMER_KYC_PATHS, type KycPublicForm, type KycPublicOpenRequest } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { KYC_FORM_KEY } from './kyc-link';

/** The form behind a link; the page says itself that a link is no longer valid (no dialog). */
export const openKycLink = (body: KycPublicOpenRequest) =>
  http.post<KycPublicForm>(CUSTOMER_KYC_PATHS.publicOpen, body, { auth: false, suppressErrorDialog: true });

// A POST that only reads: opened once per link, never again behind the visitor's back.
export const getKycLinkQueryOptions = (body: KycPublicOpenRequest) =>
  queryOptions({
    queryKey: [KYC_FORM_KEY, 'open', body],
    queryFn: () => openKycLink(body),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useKycLink = (body: KycPublicOpenRequest | null) =>
  useQuery({ ...getKycLinkQueryOptions(body ?? {}), enabled: body !== null });
