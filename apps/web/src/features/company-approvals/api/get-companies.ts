import {
  COMPANY_APPROVAL_PATHS,
  type CompanyApproval,
  type CompanyApprovalListQuery,
} from '@fastforward/domain';
import { createListApi, type ListQueryOf } from '../../../components/company-records';

export type CompaniesQuery = ListQueryOf<CompanyApprovalListQuery>;

export const COMPANY_APPROVALS_KEY = 'company-approvals';

export const { getQueryOptions: getCompaniesQueryOptions, useList: useCompanies } = createListApi<
  CompanyApproval,
  CompaniesQuery
>(COMPANY_APPROVAL_PATHS.companies, [COMPANY_APPROVALS_KEY]);
