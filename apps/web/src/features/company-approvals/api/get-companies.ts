import {
  COMPANY_APPROVAL_PATHS,
  type CompanyApprovalItem,
  type CompanyStatus,
  type ListData,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CompaniesQuery = { status: CompanyStatus; page: number; pageSize: number; search?: string };

export const COMPANY_APPROVALS_KEY = 'company-approvals';

export const getCompanies = (query: CompaniesQuery) =>
  http.get<ListData<CompanyApprovalItem>>(COMPANY_APPROVAL_PATHS.companies, {
    query: { ...query, search: query.search || undefined },
  });

export const getCompaniesQueryOptions = (query: CompaniesQuery) =>
  queryOptions({
    queryKey: [COMPANY_APPROVALS_KEY, query],
    queryFn: () => getCompanies(query),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (query: CompaniesQuery) => useQuery(getCompaniesQueryOptions(query));
