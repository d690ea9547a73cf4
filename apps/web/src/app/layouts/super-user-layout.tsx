import { ROUTES } from '@fastforward/domain';
import { Outlet, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { UserMenu } from '../../features/dashboard/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { isStoredSuperUser } from '../../lib/permissions';
import { preloadRoute } from '../../lib/route-entry';
import { FEATURE_ROUTES } from '../feature-routes';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';
import { AppFrame } from './app-frame';
import { PlatformNav } from './platform-nav';
import { PlatformAdminGate } from './require-auth';

// The licence agreements and disclaimers page sits at SPEC's own route, in the same frame.
export { PlatformDocumentsPage } from '../../features/platform-documents/pages/platform-documents-page';

const PREFIX = `${ROUTES.superUserDashboard}/`;

/** The features' pages under /super-user-dashboard. */
const PAGES = FEATURE_ROUTES.filter((entry) => entry.path.startsWith(PREFIX));

/** The code of the platform page at `path`, ahead of its opening. */
export const preloadPlatformPage = (path: string) => preloadRoute(PAGES, path);

/**
 * The platform administration's frame: the platform's navigation and the page of the route within
 * (the /super-user-dashboard pages, /insert-agreement-form), with Mantine and TanStack Query.
 */
export function PlatformLayout() {
  return (
    <DashboardProviders>
      <AppFrame
        actions={
          <>
            {/* The bell's full list is on the company dashboard, which the super user has not. */}
            {isStoredSuperUser() ? null : <NotificationBell />}
            <UserMenu area="platform" />
          </>
        }
        navbar={<PlatformNav onPreload={preloadPlatformPage} />}
      >
        <Outlet />
      </AppFrame>
    </DashboardProviders>
  );
}

/** /super-user-dashboard/*: the platform figures, then each page of the platform administration. */
export function SuperUserRoutes() {
  return (
    <Routes>
      {shellIndexRoute(<SuperUserDashboardPage />)}
      {PAGES.map(({ path, page: Page, superAdminOnly }) =>
        shellRoute(
          path.slice(PREFIX.length),
          superAdminOnly ? (
            <PlatformAdminGate superAdminOnly>
              <Page />
            </PlatformAdminGate>
          ) : (
            <Page />
          ),
        ),
      )}
      {shellRoute('*', <NotFound />)}
    </Routes>
  );
}
