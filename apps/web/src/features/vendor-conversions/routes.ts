import { VENDOR_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const vendorConversionsRoutes: readonly RouteEntry[] = [
  {
    path: VENDOR_ROUTES.platformConversions,
    page: lazyPage(() => import('./pages/vendor-conversions-page'), 'VendorConversionsPage'),
  },
];
