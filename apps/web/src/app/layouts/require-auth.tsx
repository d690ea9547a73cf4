import { ROUTES } from '@fastforward/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStoredPlatformAdmin, isStoredSuperUser, mustVisitTermsGate } from '../../lib/permissions';
import { isLoggedIn } from '../../lib/session';

/**
 * Private routes send a signed-out user to / and remember where they were going (SPEC §2). A route
 * that `acceptsLinkToken` also opens for a link carrying its own token (the invitation e-mail).
 */
export function RequireAuth({
  children,
  acceptsLinkToken = false,
}: {
  children: ReactNode;
  acceptsLinkToken?: boolean;
}) {
  const location = useLocation();
  const hasLinkToken = acceptsLinkToken && new URLSearchParams(location.search).has('token');
  if (!isLoggedIn() && !hasLinkToken) {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}

/**
 * /dashboard/*: the super user goes to his own dashboard, others pass the terms gate first (SPEC §4).
 * A platform administrator's home is the platform administration too (his company's dashboard
 * holds nothing but his notifications, which stay open to him). Checked before the dashboard chunk
 * loads, so a redirect never downloads Mantine.
 */
export function DashboardGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (isStoredSuperUser()) return <Navigate to={ROUTES.superUserDashboard} replace />;
  if (pathname === ROUTES.dashboard && isStoredPlatformAdmin()) {
    return <Navigate to={ROUTES.superUserDashboard} replace />;
  }
  if (mustVisitTermsGate()) return <Navigate to={ROUTES.termsGate} replace />;
  return children;
}

/**
 * Platform pages (/insert-agreement-form, the super-user dashboard's own pages): a platform
 * administrator passes, or with `superAdminOnly` the super user alone; anyone else goes back to
 * where they belong. The API refuses them regardless; this keeps them off a page of 403s.
 */
export function PlatformAdminGate({
  children,
  superAdminOnly = false,
}: {
  children: ReactNode;
  superAdminOnly?: boolean;
}) {
  if (superAdminOnly ? isStoredSuperUser() : isStoredPlatformAdmin()) return children;
  return <Navigate to={superAdminOnly ? ROUTES.superUserDashboard : ROUTES.dashboard} replace />;
}
