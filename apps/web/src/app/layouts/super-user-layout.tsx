import { Route, Routes } from 'react-router';
import { NotFound } from '../../components/not-found';
import { MailOutboxTable } from '../../features/super-user/components/mail-outbox-table';
import { SuperUserDashboardPage } from '../../features/super-user/pages/super-user-dashboard-page';
import { DashboardProviders } from '../providers';
import { RouteShell } from '../route-shell';

/** /super-user-dashboard and its outbox page, with Mantine and TanStack Query. */
export function SuperUserLayout() {
  return (
    <DashboardProviders>
      <Routes>
        <Route
          index
          element={
            <RouteShell>
              <SuperUserDashboardPage />
            </RouteShell>
          }
        />
        <Route
          path="outbox"
          element={
            <RouteShell>
              <div style={{ padding: 16 }}>
                <MailOutboxTable />
              </div>
            </RouteShell>
          }
        />
        <Route
          path="*"
          element={
            <RouteShell>
              <NotFound />
            </RouteShell>
          }
        />
      </Routes>
    </DashboardProviders>
  );
}
