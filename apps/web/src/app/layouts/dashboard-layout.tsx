import { MODULES, ROUTES } from '@fastforward/domain';
import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode } from 'react';
import { Routes } from 'react-router';
import { Logo } from '../../components/logo';
import { NotFound } from '../../components/not-found';
import { ChangePasswordPage } from '../../features/auth/pages/change-password-page';
import { useModules } from '../../features/dashboard/api/get-modules';
import { ModuleNav } from '../../features/dashboard/components/module-nav';
import { ModulePlaceholder } from '../../features/dashboard/components/module-placeholder';
import { UserMenu } from '../../features/dashboard/components/user-menu';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';

const DashboardHomePage = lazy(async () => ({
  default: (await import('../../features/dashboard/pages/dashboard-home-page')).DashboardHomePage,
}));

const DepartmentsPage = lazy(async () => ({
  default: (await import('../../features/departments/pages/departments-page')).DepartmentsPage,
}));

const DesignationsPage = lazy(async () => ({
  default: (await import('../../features/designations/pages/designations-page')).DesignationsPage,
}));

const RolesPage = lazy(async () => ({
  default: (await import('../../features/roles/pages/roles-page')).RolesPage,
}));

const StaffPage = lazy(async () => ({
  default: (await import('../../features/staff/pages/staff-page')).StaffPage,
}));

const TermsAndConditionsPage = lazy(async () => ({
  default: (await import('../../features/terms-admin/pages/terms-and-conditions-page'))
    .TermsAndConditionsPage,
}));

const BasicSettingsPage = lazy(async () => ({
  default: (await import('../../features/company-settings/pages/basic-settings-page')).BasicSettingsPage,
}));

const BankDetailsPage = lazy(async () => ({
  default: (await import('../../features/company-settings/pages/bank-details-page')).BankDetailsPage,
}));

const InvoiceSettingsPage = lazy(async () => ({
  default: (await import('../../features/company-settings/pages/invoice-settings-page')).InvoiceSettingsPage,
}));

const OperatingCostPage = lazy(async () => ({
  default: (await import('../../features/company-settings/pages/operating-cost-page')).OperatingCostPage,
}));

const DoSettingsPage = lazy(async () => ({
  default: (await import('../../features/company-settings/pages/do-settings-page')).DoSettingsPage,
}));

const EmailSmsSettingsPage = lazy(async () => ({
  default: (await import('../../features/messaging-settings/pages/email-sms-settings-page'))
    .EmailSmsSettingsPage,
}));

const MessageLogsPage = lazy(async () => ({
  default: (await import('../../features/messaging-settings/pages/message-logs-page')).MessageLogsPage,
}));

const NotificationsPage = lazy(async () => ({
  default: (await import('../../features/notifications/pages/notifications-page')).NotificationsPage,
}));

const WeightSlabsPage = lazy(async () => ({
  default: (await import('../../features/weight-slabs/pages/weight-slabs-page')).WeightSlabsPage,
}));

const ContainerNumbersPage = lazy(async () => ({
  default: (await import('../../features/container-numbers/pages/container-numbers-page'))
    .ContainerNumbersPage,
}));

const FreeDaysPage = lazy(async () => ({
  default: (await import('../../features/free-days/pages/free-days-page')).FreeDaysPage,
}));

const CompanyPortsPage = lazy(async () => ({
  default: (await import('../../features/company-ports/pages/company-ports-page')).CompanyPortsPage,
}));

const CitiesPage = lazy(async () => ({
  default: (await import('../../features/cities/pages/cities-page')).CitiesPage,
}));

const ShippingLinesPage = lazy(async () => ({
  default: (await import('../../features/shipping-lines/pages/shipping-lines-page')).ShippingLinesPage,
}));

const ExchangeRatesPage = lazy(async () => ({
  default: (await import('../../features/exchange-rates/pages/exchange-rates-page')).ExchangeRatesPage,
}));

const NewsPage = lazy(async () => ({
  default: (await import('../../features/news/pages/news-page')).NewsPage,
}));

const EventDatesPage = lazy(async () => ({
  default: (await import('../../features/event-dates/pages/event-dates-page')).EventDatesPage,
}));

const DASHBOARD_PREFIX = `${ROUTES.dashboard}/`;

/** Sub-module pages that exist; the rest of MODULE_PAGES stay placeholders. Paths under /dashboard/. */
const USERS_AND_ROLES_PAGES: Record<string, ReactNode> = {
  'users-and-roles/departments': <DepartmentsPage />,
  'users-and-roles/designations': <DesignationsPage />,
  'users-and-roles/roles': <RolesPage />,
  'users-and-roles/staff': <StaffPage />,
};

/** Company Settings pages, with the e-mail & SMS settings and the message logs. */
const COMPANY_SETTINGS_PAGES: Record<string, ReactNode> = {
  companySettings: <BasicSettingsPage />,
  'companySettings/bank-details': <BankDetailsPage />,
  'companySettings/invoice-settings': <InvoiceSettingsPage />,
  'companySettings/operating-cost': <OperatingCostPage />,
  'companySettings/do-settings': <DoSettingsPage />,
  'companySettings/email-sms-settings': <EmailSmsSettingsPage />,
  'companySettings/message-logs': <MessageLogsPage />,
};

/** The company's own terms and conditions (the 'Note' dialog of SPEC §4 leads here). */
const TERMS_PAGES: Record<string, ReactNode> = {
  termsAndConditions: <TermsAndConditionsPage />,
};

/** Masters module pages (issue 4). */
const MASTERS_PAGES: Record<string, ReactNode> = {
  'masters/weight-slabs': <WeightSlabsPage />,
  'masters/container-numbers': <ContainerNumbersPage />,
  'masters/free-days': <FreeDaysPage />,
  'masters/ports': <CompanyPortsPage />,
  'masters/cities': <CitiesPage />,
  'masters/shipping-lines': <ShippingLinesPage />,
  'masters/exchange-rates': <ExchangeRatesPage />,
  'masters/news': <NewsPage />,
  'masters/event-dates': <EventDatesPage />,
};

/** Every page that exists under /dashboard/, by its path there. */
const BUILT_PAGES: Record<string, ReactNode> = {
  ...USERS_AND_ROLES_PAGES,
  ...COMPANY_SETTINGS_PAGES,
  ...TERMS_PAGES,
  ...MASTERS_PAGES,
  notifications: <NotificationsPage />,
};

/** Sub-module pages under /dashboard that later releases fill in; the home page is its own route. */
const MODULE_PAGES = MODULES.flatMap((m) => m.nodes)
  .filter((n) => n.path.startsWith(DASHBOARD_PREFIX))
  .map((n) => ({ path: n.path.slice(DASHBOARD_PREFIX.length), title: n.name }))
  .filter((page, index, all) => all.findIndex((p) => p.path === page.path) === index)
  .filter((page) => !(page.path in BUILT_PAGES));

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
          {shellIndexRoute(<DashboardHomePage />)}
          {shellRoute('changePassword', <ChangePasswordPage requireCurrentPassword />)}
          {Object.entries(BUILT_PAGES).map(([path, page]) => shellRoute(path, page))}
          {MODULE_PAGES.map((page) => shellRoute(page.path, <ModulePlaceholder title={page.title} />))}
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
