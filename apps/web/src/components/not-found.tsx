import { MESSAGES, ROUTES } from '@fastforward/domain';
import { useLocation } from 'react-router';
import { isLoggedIn } from '../lib/session';

const HIDDEN_EXACT = new Set([
  '/',
  '/dashboard',
  '/login',
  '/thankYouPage',
  '/customerKyc',
  '/forgotPassword',
  '/dashboard/changePassword',
  '/change-password',
  '/tandc',
  '/super-user-dashboard',
]);
const HIDDEN_FRAGMENTS = ['/booking-response/', '/update-password', '/rateEnquiryResponseForm'];

/** SPEC §2: the not-found button is hidden on these paths. */
export function isNotFoundButtonHidden(pathname: string): boolean {
  return HIDDEN_EXACT.has(pathname) || HIDDEN_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

/** The not-found page; its button goes to the dashboard with a full reload (SPEC §2). */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <main className="ff-public">
      <div className="ff-card">
        <h1 className="ff-title">Page not found</h1>
        <p>{MESSAGES.notFound}</p>
        {isNotFoundButtonHidden(pathname) ? null : (
          <button
            type="button"
            className="ff-button"
            onClick={() => window.location.assign(ROUTES.dashboard)}
          >
            {isLoggedIn() ? MESSAGES.goToDashboard : MESSAGES.goBack}
          </button>
        )}
      </div>
    </main>
  );
}
