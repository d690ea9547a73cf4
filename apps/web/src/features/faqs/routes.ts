import { COMMUNICATION_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The staff's FAQ list (Customer Service) and the customer's help page (Customer Enquiries). */
export const faqsRoutes: readonly RouteEntry[] = [
  {
    path: COMMUNICATION_ROUTES.faqs,
    page: lazyPage(() => import('./pages/faqs-page'), 'FaqsPage'),
  },
  {
    path: COMMUNICATION_ROUTES.myFaqs,
    page: lazyPage(() => import('./pages/my-faqs-page'), 'MyFaqsPage'),
  },
];
