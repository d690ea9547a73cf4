import { SALES_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The Sales module's visit pages, under /dashboard: the list and the report by person and period. */
export const salesVisitsRoutes: readonly RouteEntry[] = [
  { path: SALES_ROUTES.visits, page: lazyPage(() => import('./pages/sales-visits-page'), 'SalesVisitsPage') },
  {
    path: SALES_ROUTES.visitReport,
    page: lazyPage(() => import('./pages/sales-visit-report-page'), 'SalesVisitReportPage'),
  },
];
