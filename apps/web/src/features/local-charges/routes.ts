import { RATE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const localChargesRoutes: readonly RouteEntry[] = [
  {
    path: RATE_ROUTES.localCharges,
    page: lazyPage(() => import('./pages/local-charges-page'), 'LocalChargesPage'),
  },
];
