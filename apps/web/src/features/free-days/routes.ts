import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const freeDaysRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.freeDays,
    page: lazyPage(() => import('./pages/free-days-page'), 'FreeDaysPage'),
  },
];
