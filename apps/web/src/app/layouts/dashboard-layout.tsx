import { MODULES, ROUTES } from '@fastforward/domain';
import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Routes } from 'react-router';
import { Logo } from '../../components/logo';
import { NotFound } from '../../components/not-found';
import { ChangePasswordPage } from '../../features/auth/pages/change-password-page';
import { useModules } from '../../features/dashboard/api/get-modules';
import { CompanyLogo } from '../../features/dashboard/components/company-logo';
import { ModuleNav } from '../../features/dashboard/components/module-nav';
import { ModulePlaceholder } from '../../features/dashboard/components/module-placeholder';
import { UserMenu } from '../../features/dashboard/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { FEATURE_ROUTES } from '../feature-routes';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';

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

function DashboardShell() {
  const [opened, { toggle, close }] = useDisclosure();
  const modules = useModules();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Logo />
            <CompanyLogo />
          </Group>
          <Group gap="xs">
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The fixed navbar does not scroll by itself: without this the last modules sit off-screen. */}
        <AppShell.Section grow component={ScrollArea}>
          <ModuleNav modules={modules.data} isLoading={modules.isLoading} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Routes>
          {PAGES.map(({ path, page: Page }) =>
            path === ROUTES.dashboard ? shellIndexRoute(<Page />) : shellRoute(inDashboard(path), <Page />),
          )}
          {shellRoute(
            inDashboard(ROUTES.dashboardChangePassword),
            <ChangePasswordPage requireCurrentPassword />,
          )}
          {PLACEHOLDERS.map((node) =>
            shellRoute(inDashboard(node.path), <ModulePlaceholder title={node.name} />),
          )}
          {shellRoute('*', <NotFound />)}
        </Routes>
      </AppShell.Main>
    </AppShell>
  );
}

/** /dashboard/*: Mantine's app shell with the module navigation (behind DashboardGate). */
export function DashboardLayout() {
  return (
    <DashboardProviders>
      <DashboardShell />
    </DashboardProviders>
  );
}
