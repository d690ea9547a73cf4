import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const tiersRoutes: readonly RouteEntry[] = [
  { path: CUSTOMER_KYC_ROUTES.tiers, page: lazyPage(() => import('./pages/tiers-page'), 'TiersPage') },
];
