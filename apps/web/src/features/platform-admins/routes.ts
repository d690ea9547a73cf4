import { PLATFORM_ADMIN_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const platformAdminsRoutes: readonly RouteEntry[] = [
  {
    path: PLATFORM_ADMIN_ROUTES.admins,
    page: lazyPage(() => import('./pages/platform-admins-page'), 'PlatformAdminsPage'),
    superAdminOnly: true,
  },
];
