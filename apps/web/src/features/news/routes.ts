import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const newsRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.news,
    page: lazyPage(() => import('./pages/news-page'), 'NewsPage'),
  },
];
