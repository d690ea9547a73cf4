import { SALES_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const followUpsRoutes: readonly RouteEntry[] = [
  {
    path: SALES_ROUTES.followUps,
    page: lazyPage(() => import('./pages/follow-ups-page'), 'FollowUpsPage'),
  },
  {
    path: SALES_ROUTES.calendar,
    page: lazyPage(() => import('./pages/follow-ups-calendar-page'), 'FollowUpsCalendarPage'),
  },
];
