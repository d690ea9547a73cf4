import { ENQUIRY_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The registered vendor's incoming enquiries, in the dashboard. */
export const vendorForwardsRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.vendorForwards,
    page: lazyPage(() => import('./pages/vendor-forwards-page'), 'VendorForwardsPage'),
  },
  {
    path: ENQUIRY_ROUTES.vendorForward,
    page: lazyPage(() => import('./pages/vendor-forward-page'), 'VendorForwardPage'),
  },
];

/** The e-mail-only vendor's response form (SPEC §2 /rateEnquiryResponseForm), public. */
export const forwardResponseRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.responseForm,
    page: lazyPage(() => import('./pages/rate-enquiry-response-page'), 'RateEnquiryResponsePage'),
  },
];
