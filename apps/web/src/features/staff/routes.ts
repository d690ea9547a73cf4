import { ORGANISATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const staffRoutes: readonly RouteEntry[] = [
  {
    path: ORGANISATION_ROUTES.staff,
    page: lazyPage(() => import('./pages/staff-page'), 'StaffPage'),
  },
];
