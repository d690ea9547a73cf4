import { CUSTOMER_KYC_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The public KYC form (SPEC §2): the app gives it Mantine's providers, the sign-in page never loads it. */
export const customerKycFormRoutes: readonly RouteEntry[] = [
  {
    path: CUSTOMER_KYC_ROUTES.publicFormPattern,
    page: lazyPage(() => import('./pages/customer-kyc-form-page'), 'CustomerKycFormPage'),
  },
];
