import { JOB_ROUTES } from '@fastforward/domain';
import { lazyPage, type RouteEntry } from '../../lib/route-entry';

/** The forwarder's job pages, under /dashboard: the operations board, documentation's, one job. */
export const jobsRoutes: readonly RouteEntry[] = [
  { path: JOB_ROUTES.jobs, page: lazyPage(() => import('./pages/jobs-page'), 'JobsPage') },
  {
    path: JOB_ROUTES.documents,
    page: lazyPage(() => import('./pages/documentation-page'), 'DocumentationPage'),
  },
  { path: JOB_ROUTES.job, page: lazyPage(() => import('./pages/job-page'), 'JobPage') },
  {
    path: JOB_ROUTES.customStatuses,
    page: lazyPage(() => import('./pages/custom-statuses-page'), 'CustomStatusesPage'),
  },
];

/** The customer's job pages, under /dashboard in the same frame: its jobs, one job, its invoices. */
export const customerJobRoutes: readonly RouteEntry[] = [
  { path: JOB_ROUTES.myJobs, page: lazyPage(() => import('./pages/my-jobs-page'), 'MyJobsPage') },
  { path: JOB_ROUTES.myJob, page: lazyPage(() => import('./pages/my-job-page'), 'MyJobPage') },
  {
    path: JOB_ROUTES.myInvoices,
    page: lazyPage(() => import('./pages/my-invoices-page'), 'MyInvoicesPage'),
  },
];
