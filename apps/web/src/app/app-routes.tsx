import { PLATFORM_DOCUMENT_ROUTES, ROUTES } from '@fastforward/domain';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { customerKycFormRoutes } from '../features/customer-kyc-form/routes';
import { lazyPage } from '../lib/route-entry';
import { DashboardGate, PlatformAdminGate, RequireAuth } from './layouts/require-auth';
import { RouteShell, shellRoute } from './route-shell';

const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const ChangePasswordPage = lazyPage(
  () => import('../features/auth/pages/change-password-page'),
  'ChangePasswordPage',
);
const TermsGatePage = lazyPage(() => import('../features/terms/pages/terms-gate-page'), 'TermsGatePage');
const ThankYouPage = lazyPage(() => import('../features/public-pages/pages/thank-you-page'), 'ThankYouPage');
const RegistrationPage = lazyPage(() => import('./layouts/registration-layout'), 'RegistrationLayout');
const VerifyEmailPage = lazyPage(
  () => import('../features/registration/pages/verify-email-page'),
  'VerifyEmailPage',
);
const dashboardLayout = () => import('./layouts/dashboard-layout');
const DashboardLayout = lazyPage(dashboardLayout, 'DashboardLayout');
const platformLayout = () => import('./layouts/super-user-layout');
const PlatformLayout = lazyPage(platformLayout, 'PlatformLayout');
const SuperUserRoutes = lazyPage(platformLayout, 'SuperUserRoutes');
const PlatformDocumentsPage = lazyPage(platformLayout, 'PlatformDocumentsPage');
const NotFound = lazyPage(() => import('../components/not-found'), 'NotFound');
const ComingSoonPage = lazyPage(() => import('../components/coming-soon-page'), 'ComingSoonPage');
/** Public forms built on the app's Mantine controls get its providers, loaded beside their own code. */
const PublicFormProviders = lazyPage(
  () =>
    Promise.all([import('./providers'), ...customerKycFormRoutes.map((r) => r.page.preload())]).then(
      ([m]) => m,
    ),
  'DashboardProviders',
);

const isAtOrUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The code of the screen at a private path, its layout and its page, loaded ahead of rendering so
 * the screen opens whole (landing.ts, which calls this, has already asked for the dashboard's
 * files and data).
 */
export async function preloadLanding(path: string): Promise<void> {
  if (isAtOrUnder(path, ROUTES.dashboard)) {
    await Promise.all([
      DashboardLayout.preload(),
      dashboardLayout().then((m) => m.preloadDashboardPage(path)),
    ]);
  } else if (isAtOrUnder(path, ROUTES.superUserDashboard)) {
    await (await platformLayout()).preloadPlatformPage(path);
    await Promise.all([PlatformLayout.preload(), SuperUserRoutes.preload()]);
  } else if (path === ROUTES.changePassword) {
    await ChangePasswordPage.preload();
  } else if (path === ROUTES.termsGate) {
    await TermsGatePage.preload();
  }
}

/** Public routes whose screens arrive in a later release (SPEC §2: "content not shown"). */
const LATER_PUBLIC_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/customerDashboard', title: 'Customer Dashboard' },
  { path: '/rateEnquiryResponseForm', title: 'Rate Enquiry Response' },
  { path: '/booking-response/:refNo', title: 'Booking Response' },
  { path: '/booking-form', title: 'Booking Form' },
  { path: '/myQuery', title: 'My Queries' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/aboutus', title: 'About Us' },
  { path: '/feedback-form', title: 'Feedback Form' },
];

/** SPEC §2: a private route sends a signed-out user to / and remembers where they came from. */
const privateRoute = (path: string, page: ReactNode) => shellRoute(path, <RequireAuth>{page}</RequireAuth>);

/**
 * Every route of SPEC §2 but the sign-in screens' (router.tsx): a chunk of its own, so the sign-in
 * page loads none of it. Each page's code loads when it opens.
 */
export function AppRoutes() {
  return (
    <Routes>
      {shellRoute('/forgotPassword', <ForgotPasswordPage />)}
      {shellRoute('/update-password/:uname/:timestamp', <ResetPasswordPage />)}
      {shellRoute('/thankYouPage', <ThankYouPage />)}
      {shellRoute('/registrationForm', <RegistrationPage />)}
      {shellRoute('/verify-email', <VerifyEmailPage />)}
      {customerKycFormRoutes.map(({ path, page: Page }) =>
        shellRoute(
          path,
          <PublicFormProviders>
            <Page />
          </PublicFormProviders>,
        ),
      )}
      {LATER_PUBLIC_ROUTES.map((r) => shellRoute(r.path, <ComingSoonPage title={r.title} />))}
      {privateRoute('/tandc', <TermsGatePage />)}
      {shellRoute(
        '/change-password',
        <RequireAuth acceptsLinkToken>
          <ChangePasswordPage />
        </RequireAuth>,
      )}
      {/* One frame for the platform's pages: moving between them keeps its header and navigation. */}
      <Route
        key="platform"
        element={
          <RouteShell key="platform">
            <RequireAuth>
              <PlatformAdminGate>
                <PlatformLayout />
              </PlatformAdminGate>
            </RequireAuth>
          </RouteShell>
        }
      >
        <Route path={`${ROUTES.superUserDashboard}/*`} element={<SuperUserRoutes />} />
        {shellRoute(PLATFORM_DOCUMENT_ROUTES.page, <PlatformDocumentsPage />)}
      </Route>
      {privateRoute(
        '/dashboard/*',
        <DashboardGate>
          <DashboardLayout />
        </DashboardGate>,
      )}
      {shellRoute('*', <NotFound />)}
    </Routes>
  );
}
