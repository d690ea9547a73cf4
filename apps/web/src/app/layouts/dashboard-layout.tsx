import { MODULES, ROUTES } from '@fastforward/domain';
import { Box } from '@mantine/core';
import { Outlet, Routes } from 'react-router';
import { useModules } from '../../features/dashboard/api/get-modules';
import { CompanyLogo } from '../../features/dashboard/components/company-logo';
import { ModuleNav } from '../../features/dashboard/components/module-nav';
import { ModulePlaceholder } from '../../features/dashboard/components/module-placeholder';
import { UserMenu } from '../../features/dashboard/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { lazyPage, preloadRoute } from '../../lib/route-entry';
import { FEATURE_ROUTES } from '../feature-routes';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';
import { AppFrame } from './app-frame';

// Rarely opened: their code stays out of the dashboard's first load.
const ChangePasswordPage = lazyPage(
  () => import('../../features/auth/pages/change-password-page'),
  'ChangePasswordPage',
);
const NotFound = lazyPage(() => import('../../components/not-found'), 'NotFound');

const DASHBOARD_PREFIX = `${ROUTES.dashboard}/`;
const isInDashboard = (path: string) => path === ROUTES.dashboard || path.startsWith(DASHBOARD_PREFIX);
/** A dashboard page's route inside /dashboard/*. */
const inDashboard = (path: string) => path.slice(DASHBOARD_PREFIX.length);

/** The features' pages under /dashboard. */
const PAGES = FEATURE_ROUTES.filter((entry) => isInDashboard(entry.path));
const BUILT = new Set(PAGES.map((entry) => entry.path));

/** The catalogue's pages under /dashboard that later releases fill in: a titled placeholder each. */
const PLACEHOLDERS = MODULES.flatMap((m) => m.nodes)
  .filter((n) => n.path.startsWith(DASHBOARD_PREFIX) && !BUILT.has(n.path))
  .filter((node, index, all) => all.findIndex((n) => n.path === node.path) === index);

/** The code of the dashboard page at `path`, ahead of its opening (a sign-in landing there). */
export const preloadDashboardPage = (path: string) => preloadRoute(PAGES, path);

function DashboardShell() {
  const modules = useModules();
  return (
    <AppFrame
      brand={
        <Box visibleFrom="sm">
          <CompanyLogo />
        </Box>
      }
      actions={
        <>
          <NotificationBell />
          <UserMenu />
        </>
      }
      navbar={
        <ModuleNav modules={modules.data} isLoading={modules.isLoading} onPreload={preloadDashboardPage} />
      }
    >
      <Outlet />
    </AppFrame>
  );
}

/**
 * The pages under /dashboard/*, in the frame's outlet. The frame also holds the customer's own
 * top-level pages (SPEC §2 /customerDashboard, /myQuery), placed beside these by app-routes.tsx.
 */
export function DashboardRoutes() {
  return (
    <Routes>
      {PAGES.map(({ path, page: Page }) =>
        path === ROUTES.dashboard ? shellIndexRoute(<Page />) : shellRoute(inDashboard(path), <Page />),
      )}
      {shellRoute(inDashboard(ROUTES.dashboardChangePassword), <ChangePasswordPage requireCurrentPassword />)}
      {PLACEHOLDERS.map((node) =>
        shellRoute(inDashboard(node.path), <ModulePlaceholder title={node.name} />),
      )}
      {shellRoute('*', <NotFound />)}
    </Routes>
  );
}

/** The app frame with the module navigation (behind DashboardGate); its outlet holds the page. */
export function DashboardLayout() {
  return (
    <DashboardProviders>
      <DashboardShell />
    </DashboardProviders>
  );
}
