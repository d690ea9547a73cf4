import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const kycUpdateRequestsRoutes: readonly RouteEntry[] = [
  {
    path: CUSTOMER_KYC_ROUTES.updateRequests,
    page: lazyPage(() => import('./pages/update-requests-page'), 'UpdateRequestsPage'),
  },
  {
    path: CUSTOMER_KYC_ROUTES.updateRequest,
    page: lazyPage(() => import('./pages/update-request-page'), 'UpdateRequestPage'),
  },
];
