import { ENQUIRY_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

const enquiriesPage = () => import('./pages/enquiries-page');

/** The forwarder's pages, under /dashboard. */
export const rateEnquiriesRoutes: readonly RouteEntry[] = [
  { path: ENQUIRY_ROUTES.enquiries, page: lazyPage(enquiriesPage, 'EnquiriesPage') },
  { path: ENQUIRY_ROUTES.pricingSea, page: lazyPage(enquiriesPage, 'SeaEnquiriesPage') },
  { path: ENQUIRY_ROUTES.pricingAir, page: lazyPage(enquiriesPage, 'AirEnquiriesPage') },
  {
    path: ENQUIRY_ROUTES.newEnquiry,
    page: lazyPage(() => import('./pages/new-enquiry-page'), 'NewEnquiryPage'),
  },
  { path: ENQUIRY_ROUTES.enquiry, page: lazyPage(() => import('./pages/enquiry-page'), 'EnquiryPage') },
];

/**
 * The customer's pages: SPEC §2's top-level /customerDashboard and /myQuery, in the dashboard's
 * frame (app-routes.tsx) so the customer keeps its navigation.
 */
export const customerEnquiryRoutes: readonly RouteEntry[] = [
  {
    path: ENQUIRY_ROUTES.customerDashboard,
    page: lazyPage(() => import('./pages/customer-dashboard-page'), 'CustomerDashboardPage'),
  },
  {
    path: ENQUIRY_ROUTES.myQueries,
    page: lazyPage(() => import('./pages/my-queries-page'), 'MyQueriesPage'),
  },
  {
    path: ENQUIRY_ROUTES.newMyQuery,
    page: lazyPage(() => import('./pages/new-my-query-page'), 'NewMyQueryPage'),
  },
  { path: ENQUIRY_ROUTES.myQuery, page: lazyPage(() => import('./pages/my-query-page'), 'MyQueryPage') },
];
