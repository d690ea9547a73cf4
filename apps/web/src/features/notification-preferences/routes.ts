import { NOTIFICATION_PREFERENCE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const notificationPreferencesRoutes: readonly RouteEntry[] = [
  {
    path: NOTIFICATION_PREFERENCE_ROUTES.page,
    page: lazyPage(() => import('./pages/notification-preferences-page'), 'NotificationPreferencesPage'),
  },
];
