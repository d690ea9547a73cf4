import { RATE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const rateImportsRoutes: readonly RouteEntry[] = [
  {
    path: RATE_ROUTES.imports,
    page: lazyPage(() => import('./pages/rate-imports-page'), 'RateImportsPage'),
  },
];
