import { Routes } from 'react-router';
import { LoginPage, RootPage } from '../features/auth/pages/root-page';
import { lazyPage } from '../lib/route-entry';
import { loadRoutes, preloadLanding } from './landing';
import { shellRoute } from './route-shell';

const OtherRoutes = lazyPage(loadRoutes, 'AppRoutes');

/**
 * The routes of SPEC §2. The entry chunk holds the sign-in screens only, what a first visit opens;
 * every other route is in app-routes.tsx, one chunk that loads when a path needs it.
 */
export function AppRoutes() {
  return (
    <Routes>
      {shellRoute('/', <RootPage prepareLanding={preloadLanding} />)}
      {shellRoute('/login', <LoginPage prepareLanding={preloadLanding} />)}
      {shellRoute('*', <OtherRoutes />)}
    </Routes>
  );
}
