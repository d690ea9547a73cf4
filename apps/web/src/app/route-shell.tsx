import { type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { FullPageLoading } from '../components/loading-ship';

/** Every route gets its own error boundary (SPEC fallback page) and a loading state for its chunk. */
export function RouteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
