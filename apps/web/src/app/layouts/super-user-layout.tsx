import {
  COMPANY_APPROVAL_ROUTES,
  PLATFORM_ADMIN_ROUTES,
  PLATFORM_DOCUMENT_ROUTES,
  ROUTES,
  TERMS_ROUTES,
} from '@fastforward/domain';
import { Anchor, Group } from '@mantine/core';
import { Link, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MailOutboxTable } from '../../features/super-user/components/mail-outbox-table';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { isStoredSuperUser } from '../../lib/permissions';
import { FEATURE_ROUTES } from '../feature-routes';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';
import { PlatformAdminGate } from './require-auth';

const PREFIX = `${ROUTES.superUserDashboard}/`;

/** The features' pages under /super-user-dashboard. */
const PAGES = FEATURE_ROUTES.filter((entry) => entry.path.startsWith(PREFIX));

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
