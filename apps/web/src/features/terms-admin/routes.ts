import { TERMS_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const termsAdminRoutes: readonly RouteEntry[] = [
  {
    path: TERMS_ROUTES.company,
    page: lazyPage(() => import('./pages/terms-and-conditions-page'), 'TermsAndConditionsPage'),
  },
  {
    path: TERMS_ROUTES.platform,
    page: lazyPage(() => import('./pages/platform-terms-page'), 'PlatformTermsPage'),
  },
];
