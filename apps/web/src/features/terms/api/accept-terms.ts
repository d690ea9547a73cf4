import { API_PATHS } from '@fastforward/domain';
import { http } from '../../../lib/http';

export type AcceptTermsResult = { hasAcceptedSystemTAndC: boolean; hasAcceptedActiveTAndC: boolean };

export const acceptTerms = (termsIds: number[]) =>
  http.post<AcceptTermsResult>(API_PATHS.termsAccept, { termsIds });
