import { TERMS_PATHS, type TermsListQuery, type TermsVersionSummary } from '@fastforward/domain';
import { createKindListApi, type ListQueryOf } from '../../../components/company-records';

/** Whose terms a page manages: the signed-in user's company, or the platform's (system) terms. */
export type TermsScope = keyof typeof TERMS_PATHS;

export type TermsVersionsQuery = ListQueryOf<TermsListQuery>;

export const TERMS_VERSIONS_KEY = 'terms-versions';

export const termsVersionPath = (scope: TermsScope, id: number) => `${TERMS_PATHS[scope]}/${id}`;

export const { getQueryOptions: getTermsVersionsQueryOptions, useList: useTermsVersions } = createKindListApi<
  TermsScope,
  TermsVersionSummary,
  TermsVersionsQuery
>(['company', 'platform'], (scope) => TERMS_PATHS[scope], TERMS_VERSIONS_KEY);
