import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const customersRoutes: readonly RouteEntry[] = [
  {
    path: CUSTOMER_KYC_ROUTES.customers,
    page: lazyPage(() => import('./pages/customers-page'), 'CustomersPage'),
  },
  {
    path: CUSTOMER_KYC_ROUTES.customer,
    page: lazyPage(() => import('./pages/customer-page'), 'CustomerPage'),
  },
];
