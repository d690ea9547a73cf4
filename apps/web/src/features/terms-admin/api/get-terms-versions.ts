import {
  type ListData,
  TERMS_PATHS,
  type TermsListQuery,
  type TermsVersionStatus,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Whose terms a page manages: the signed-in user's company, or the platform's (system) terms. */
export type TermsScope = keyof typeof TERMS_PATHS;

export type TermsVersionSummary = {
  id: number;
  version: number;
  title: string;
  isActive: boolean;
  status: TermsVersionStatus;
  acceptanceCount: number;
  createdAt: string;
  createdByName: string | null;
};

export type TermsVersionsQuery = Pick<TermsListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
};

export const TERMS_VERSIONS_KEY = 'terms-versions';

export const termsVersionPath = (scope: TermsScope, id: number) => `${TERMS_PATHS[scope]}/${id}`;

export const getTermsVersions = (scope: TermsScope, query: TermsVersionsQuery) =>
  http.get<ListData<TermsVersionSummary>>(TERMS_PATHS[scope], {
    query: { ...query, search: query.search || undefined },
  });

export const getTermsVersionsQueryOptions = (scope: TermsScope, query: TermsVersionsQuery) =>
  queryOptions({
    queryKey: [TERMS_VERSIONS_KEY, scope, query],
    queryFn: () => getTermsVersions(scope, query),
    placeholderData: keepPreviousData,
  });

export const useTermsVersions = (scope: TermsScope, query: TermsVersionsQuery) =>
  useQuery(getTermsVersionsQueryOptions(scope, query));
