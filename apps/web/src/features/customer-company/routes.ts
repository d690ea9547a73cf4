import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const customerCompanyRoutes: readonly RouteEntry[] = [
  {
    path: CUSTOMER_KYC_ROUTES.myCompany,
    page: lazyPage(() => import('./pages/my-company-page'), 'MyCompanyPage'),
  },
];
