import { ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const dashboardRoutes: readonly RouteEntry[] = [
  {
    path: ROUTES.dashboard,
    page: lazyPage(() => import('./pages/dashboard-home-page'), 'DashboardHomePage'),
  },
];
