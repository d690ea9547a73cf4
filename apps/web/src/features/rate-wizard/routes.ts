import { RATE_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const rateWizardRoutes: readonly RouteEntry[] = [
  {
    path: RATE_ROUTES.rateWizard,
    page: lazyPage(() => import('./pages/rate-wizard-page'), 'RateWizardPage'),
  },
];
