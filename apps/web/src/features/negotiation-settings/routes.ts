import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

export const negotiationSettingsRoutes: readonly RouteEntry[] = [
  {
    path: CUSTOMER_KYC_ROUTES.negotiationSettings,
    page: lazyPage(() => import('./pages/negotiation-settings-page'), 'NegotiationSettingsPage'),
  },
];
