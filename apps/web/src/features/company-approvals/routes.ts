import { COMPANY_APPROVAL_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const companyApprovalsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_APPROVAL_ROUTES.companies,
    page: lazyPage(() => import('./pages/companies-page'), 'CompaniesPage'),
  },
];
