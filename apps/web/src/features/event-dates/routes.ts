import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const eventDatesRoutes: readonly RouteEntry[] = [
  {
    path: COMPANY_MASTERS_ROUTES.eventDates,
    page: lazyPage(() => import('./pages/event-dates-page'), 'EventDatesPage'),
  },
];
