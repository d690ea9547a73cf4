import { COMPANY_APPROVAL_ROUTES, TERMS_ROUTES } from '@fastforward/domain';
import { Anchor, Group } from '@mantine/core';
import { lazy } from 'react';
import { Link, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MailOutboxTable } from '../../features/super-user/components/mail-outbox-table';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';

const CompaniesPage = lazy(async () => ({
  default: (await import('../../features/company-approvals/pages/companies-page')).CompaniesPage,
}));

const PlatformTermsPage = lazy(async () => ({
  default: (await import('../../features/terms-admin/pages/platform-terms-page')).PlatformTermsPage,
}));

/** Links to the super-user dashboard's own pages, above its figures. */
function SuperUserLinks() {
  return (
    <Group component="nav" aria-label="Platform administration" maw={1200} mx="auto" px="md" pt="sm">
      <Anchor component={Link} to={COMPANY_APPROVAL_ROUTES.companies}>
        Companies
      </Anchor>
      <Anchor component={Link} to={TERMS_ROUTES.platform}>
        Platform terms
      </Anchor>
    </Group>
  );
}

/** /super-user-dashboard, its companies, outbox and platform terms pages, with Mantine and TanStack Query. */
export function SuperUserLayout() {
  return (
    <DashboardProviders>
      <Routes>
        {shellIndexRoute(
          <>
            <SuperUserLinks />
            <SuperUserDashboardPage />
          </>,
        )}
        {shellRoute('companies', <CompaniesPage />)}
        {shellRoute('terms', <PlatformTermsPage />)}
        {shellRoute(
          'outbox',
          <div style={{ padding: 16 }}>
            <MailOutboxTable />
          </div>,
        )}
        {shellRoute('*', <NotFound />)}
      </Routes>
    </DashboardProviders>
  );
}
