import { type AcceptTermsResponse, API_PATHS } from '@fastforward/domain';
import { http } from '../../../lib/http';

export const acceptTerms = (termsIds: number[]) =>
  http.post<AcceptTermsResponse>(API_PATHS.termsAccept, { termsIds });
