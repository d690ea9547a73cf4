import { NOTIFICATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const notificationsRoutes: readonly RouteEntry[] = [
  {
    path: NOTIFICATION_ROUTES.page,
    page: lazyPage(() => import('./pages/notifications-page'), 'NotificationsPage'),
  },
];
