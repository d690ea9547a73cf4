import { ORGANISATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const rolesRoutes: readonly RouteEntry[] = [
  {
    path: ORGANISATION_ROUTES.roles,
    page: lazyPage(() => import('./pages/roles-page'), 'RolesPage'),
  },
];
