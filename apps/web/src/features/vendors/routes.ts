import { VENDOR_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const vendorsRoutes: readonly RouteEntry[] = [
  { path: VENDOR_ROUTES.vendors, page: lazyPage(() => import('./pages/vendors-page'), 'VendorsPage') },
  {
    path: VENDOR_ROUTES.profile,
    page: lazyPage(() => import('./pages/vendor-profile-page'), 'VendorProfilePage'),
  },
];
