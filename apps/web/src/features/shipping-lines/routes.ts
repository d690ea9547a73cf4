import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const shippingLinesRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.shippingLines,
    page: lazyPage(() => import('./pages/shipping-lines-page'), 'ShippingLinesPage'),
  },
];
