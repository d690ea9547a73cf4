import { API_PATHS, type PlatformSummary } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getPlatformSummary = async () =>
  (await http.get<{ item: PlatformSummary }>(API_PATHS.superAdminSummary)).item;

export const getPlatformSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['summaries', 'platform'], queryFn: getPlatformSummary });

export const usePlatformSummary = () => useQuery(getPlatformSummaryQueryOptions());
