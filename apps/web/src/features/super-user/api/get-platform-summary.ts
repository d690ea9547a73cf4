import { API_PATHS } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type PlatformSummary = {
  companies: {
    total: number;
    byCategory: Record<'CAT_FFD' | 'CAT_CUS' | 'CAT_ADM', number>;
    pendingVerification: number;
  };
  users: { total: number; active: number; disabled: number };
  activeSessions: number;
  /** stored: kept in the outbox because no SMTP server is configured. */
  mailOutbox: { queued: number; sent: number; failed: number; stored: number };
};

export const getPlatformSummary = async () =>
  (await http.get<{ item: PlatformSummary }>(API_PATHS.superAdminSummary)).item;

export const getPlatformSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['summaries', 'platform'], queryFn: getPlatformSummary });

export const usePlatformSummary = () => useQuery(getPlatformSummaryQueryOptions());
