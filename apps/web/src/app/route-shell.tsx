import { type ReactNode, Suspense } from 'react';
import { Route, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoading } from '../components/loading-ship';

/**
 * Every route gets its own error boundary (SPEC fallback page) and a loading state for its chunk,
 * in the place of the page only: inside a layout, the header and navigation stay on screen.
 */
export function RouteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * A route whose page sits in its own RouteShell. The shell is keyed by the route, so each route has
 * a boundary of its own: navigations run as transitions, and a boundary shared between routes
 * would keep the previous page on screen, looking usable, while the next one's code loads.
 */
export function shellRoute(path: string, page: ReactNode) {
  return <Route key={path} path={path} element={<RouteShell key={path}>{page}</RouteShell>} />;
}

export function shellIndexRoute(page: ReactNode) {
  return <Route key="index" index element={<RouteShell key="index">{page}</RouteShell>} />;
}
