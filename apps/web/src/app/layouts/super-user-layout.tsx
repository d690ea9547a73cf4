import {
  COMPANY_APPROVAL_ROUTES,
  PLATFORM_ADMIN_ROUTES,
  PLATFORM_DOCUMENT_ROUTES,
  TERMS_ROUTES,
} from '@fastforward/domain';
import { Anchor, Group } from '@mantine/core';
import { lazy } from 'react';
import { Link, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MailOutboxTable } from '../../features/super-user/components/mail-outbox-table';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { isStoredSuperUser } from '../../lib/permissions';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';
import { PlatformAdminGate } from './require-auth';

const CompaniesPage = lazy(async () => ({
  default: (await import('../../features/company-approvals/pages/companies-page')).CompaniesPage,
}));

const PlatformTermsPage = lazy(async () => ({
  default: (await import('../../features/terms-admin/pages/platform-terms-page')).PlatformTermsPage,
}));

const PlatformAdminsPage = lazy(async () => ({
  default: (await import('../../features/platform-admins/pages/platform-admins-page')).PlatformAdminsPage,
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
      <Anchor component={Link} to={PLATFORM_DOCUMENT_ROUTES.page}>
        Licence agreements and disclaimers
      </Anchor>
      {/* Only the super-administrator manages the other platform administrators. */}
      {isStoredSuperUser() ? (
        <Anchor component={Link} to={PLATFORM_ADMIN_ROUTES.admins}>
          Platform administrators
        </Anchor>
      ) : null}
    </Group>
  );
}

/** /super-user-dashboard, its companies, outbox, platform terms and administrators pages, with Mantine and TanStack Query. */
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
          'admins',
          <PlatformAdminGate superAdminOnly>
            <PlatformAdminsPage />
          </PlatformAdminGate>,
        )}
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
