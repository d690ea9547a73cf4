import { SALES_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const leadsRoutes: readonly RouteEntry[] = [
  { path: SALES_ROUTES.leads, page: lazyPage(() => import('./pages/leads-page'), 'LeadsPage') },
  { path: SALES_ROUTES.lead, page: lazyPage(() => import('./pages/lead-page'), 'LeadPage') },
  {
    path: SALES_ROUTES.leadSettings,
    page: lazyPage(() => import('./pages/lead-settings-page'), 'LeadSettingsPage'),
  },
];
