import { ORGANISATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const designationsRoutes: readonly RouteEntry[] = [
  {
    path: ORGANISATION_ROUTES.designations,
    page: lazyPage(() => import('./pages/designations-page'), 'DesignationsPage'),
  },
];
