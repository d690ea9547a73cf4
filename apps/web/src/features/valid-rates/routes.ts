import { RATE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const validRatesRoutes: readonly RouteEntry[] = [
  {
    path: RATE_ROUTES.validRates,
    page: lazyPage(() => import('./pages/valid-rates-page'), 'ValidRatesPage'),
  },
];
