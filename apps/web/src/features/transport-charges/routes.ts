import { RATE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const transportChargesRoutes: readonly RouteEntry[] = [
  {
    path: RATE_ROUTES.transportCharges,
    page: lazyPage(() => import('./pages/transport-charges-page'), 'TransportChargesPage'),
  },
];
