import type { ItemData, TermsVersion } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { TERMS_VERSIONS_KEY, type TermsScope, termsVersionPath } from './get-terms-versions';

export const getTermsVersion = async (scope: TermsScope, id: number) =>
  (await http.get<ItemData<TermsVersion>>(termsVersionPath(scope, id))).item;

export const getTermsVersionQueryOptions = (scope: TermsScope, id: number) =>
  queryOptions({
    queryKey: [TERMS_VERSIONS_KEY, scope, 'item', id],
    queryFn: () => getTermsVersion(scope, id),
  });

/** One version with its text; nothing is fetched while `id` is null. */
export const useTermsVersion = (scope: TermsScope, id: number | null) =>
  useQuery({ ...getTermsVersionQueryOptions(scope, id ?? 0), enabled: id !== null });
