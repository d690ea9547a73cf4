import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const containerNumbersRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.containerNumbers,
    page: lazyPage(() => import('./pages/container-numbers-page'), 'ContainerNumbersPage'),
  },
];
