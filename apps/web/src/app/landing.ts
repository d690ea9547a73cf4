import { API_PATHS, ROUTES } from '@fastforward/domain';
import { fetchLandingFiles } from './landing-files';

/** Every route but the sign-in screens': one chunk (app-routes.tsx). */
const loadAppRoutes = () => import('./app-routes');

/** What the dashboard's frame shows first: the user's modules (its navigation) and profile. */
const DASHBOARD_FRAME_DATA = [API_PATHS.modules, API_PATHS.myProfile];

const isAtOrUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Everything the screen at `path` needs, fetched at once: for the dashboard all its files and the
 * frame's data, then the code of any other page there. Left to rendering, each piece would be
 * asked for once the one before it had loaded and run (routes, layout, page, data); on a slow
 * connection that wait was most of a dashboard's load. A sign-in awaits this while its animation
 * runs, then lands on a screen that opens whole.
 */
export async function preloadLanding(path: string): Promise<void> {
  // '/' (and '/login') send a signed-in user on to the dashboard.
  if (path === ROUTES.root || path === ROUTES.login) return preloadLanding(ROUTES.dashboard);
  if (isAtOrUnder(path, ROUTES.dashboard)) {
    fetchLandingFiles();
    void import('../lib/http')
      .then((http) => {
        for (const dataPath of DASHBOARD_FRAME_DATA) http.prefetch(dataPath);
      })
      .catch(() => undefined);
  }
  await (await loadAppRoutes()).preloadLanding(path);
}

/** The screen the app was opened at, while its code loads (see openLanding). */
let opening: Promise<unknown> = Promise.resolve();

/**
 * The app opened at a private path by a signed-in user: everything its screen needs starts at once.
 * The routes then wait for all of it to render (loadRoutes): revealed layer by layer (routes,
 * layout, page), each arriving a moment after the one above it, the screen would show its loading
 * state again at each, and React holds a loading state on screen for 300 ms at least.
 */
export function openLanding(path: string) {
  opening = preloadLanding(path).catch(() => undefined);
}

/** The routes' code, as the router renders it: with the opened screen's code, when there is one. */
export const loadRoutes = async () => (await Promise.all([loadAppRoutes(), opening]))[0];
