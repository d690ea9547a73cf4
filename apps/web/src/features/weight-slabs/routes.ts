import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const weightSlabsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.weightSlabs,
    page: lazyPage(() => import('./pages/weight-slabs-page'), 'WeightSlabsPage'),
  },
];
