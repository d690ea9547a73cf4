import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const citiesRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.cities,
    page: lazyPage(() => import('./pages/cities-page'), 'CitiesPage'),
  },
];
