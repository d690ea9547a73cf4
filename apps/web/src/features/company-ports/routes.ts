import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const companyPortsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.ports,
    page: lazyPage(() => import('./pages/company-ports-page'), 'CompanyPortsPage'),
  },
];
