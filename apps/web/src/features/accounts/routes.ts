import { JOB_ROUTES, VENDOR_BILL_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The Accounts module's pages, under /dashboard. */
export const accountsRoutes: readonly RouteEntry[] = [
  {
    path: JOB_ROUTES.invoices,
    page: lazyPage(() => import('./pages/invoices-page'), 'InvoicesPage'),
  },
  { path: JOB_ROUTES.ageing, page: lazyPage(() => import('./pages/ageing-page'), 'AgeingPage') },
  { path: JOB_ROUTES.profit, page: lazyPage(() => import('./pages/profit-page'), 'ProfitPage') },
  {
    path: VENDOR_BILL_ROUTES.payables,
    page: lazyPage(() => import('./pages/payables-page'), 'PayablesPage'),
  },
  { path: JOB_ROUTES.invoice, page: lazyPage(() => import('./pages/invoice-page'), 'InvoicePage') },
];
