import { ORGANISATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const departmentsRoutes: readonly RouteEntry[] = [
  {
    path: ORGANISATION_ROUTES.departments,
    page: lazyPage(() => import('./pages/departments-page'), 'DepartmentsPage'),
  },
];
