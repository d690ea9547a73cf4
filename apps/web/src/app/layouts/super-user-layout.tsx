import { Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MailOutboxTable } from '../../features/super-user/components/mail-outbox-table';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { DashboardProviders } from '../providers';
import { shellIndexRoute, shellRoute } from '../route-shell';

/** /super-user-dashboard and its outbox page, with Mantine and TanStack Query. */
export function SuperUserLayout() {
  return (
    <DashboardProviders>
      <Routes>
        {shellIndexRoute(<SuperUserDashboardPage />)}
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
