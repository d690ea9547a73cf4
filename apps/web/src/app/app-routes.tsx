import { PLATFORM_DOCUMENT_ROUTES, ROUTES } from '@fastforward/domain';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { customerKycFormRoutes } from '../features/customer-kyc-form/routes';
import { bookingResponseRoutes, customerFormRoutes } from '../features/rate-enquiries/pages/booking-routes';
import { customerEnquiryRoutes } from '../features/rate-enquiries/routes';
import { forwardResponseRoutes } from '../features/vendor-forwards/routes';
import { lazyPage, preloadRoute } from '../lib/route-entry';
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
const sitePages = () => import('../features/public-pages/pages/site-page');
const PrivacyPolicyPage = lazyPage(sitePages, 'PrivacyPolicyPage');
const AboutUsPage = lazyPage(sitePages, 'AboutUsPage');
const RegistrationPage = lazyPage(() => import('./layouts/registration-layout'), 'RegistrationLayout');
const VerifyEmailPage = lazyPage(
  () => import('../features/registration/pages/verify-email-page'),
  'VerifyEmailPage',
);
const dashboardLayout = () => import('./layouts/dashboard-layout');
const DashboardLayout = lazyPage(dashboardLayout, 'DashboardLayout');
const DashboardRoutes = lazyPage(dashboardLayout, 'DashboardRoutes');
const platformLayout = () => import('./layouts/super-user-layout');
const PlatformLayout = lazyPage(platformLayout, 'PlatformLayout');
const SuperUserRoutes = lazyPage(platformLayout, 'SuperUserRoutes');
const PlatformDocumentsPage = lazyPage(platformLayout, 'PlatformDocumentsPage');
const NotFound = lazyPage(() => import('../components/not-found'), 'NotFound');
/** Public forms built on the app's Mantine controls get its providers, loaded beside their own code. */
const PublicFormProviders = lazyPage(
  () =>
    Promise.all([
      import('./providers'),
      ...[
        ...customerKycFormRoutes,
        ...forwardResponseRoutes,
        ...bookingResponseRoutes,
        ...customerFormRoutes,
      ].map((r) => r.page.preload()),
    ]).then(([m]) => m),
  'DashboardProviders',
);

const isAtOrUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const isCustomerPage = (path: string) =>
  customerEnquiryRoutes.some((r) => isAtOrUnder(path, r.path.replace(/\/:.*$/, '')));

/**
 * The code of the screen at a private path, its layout and its page, loaded ahead of rendering so
 * the screen opens whole (landing.ts, which calls this, has already asked for the dashboard's
 * files and data).
 */
export async function preloadLanding(path: string): Promise<void> {
  if (isAtOrUnder(path, ROUTES.dashboard)) {
    await Promise.all([
      DashboardLayout.preload(),
      DashboardRoutes.preload(),
      dashboardLayout().then((m) => m.preloadDashboardPage(path)),
    ]);
  } else if (isCustomerPage(path)) {
    await Promise.all([DashboardLayout.preload(), preloadRoute(customerEnquiryRoutes, path)]);
  } else if (isAtOrUnder(path, ROUTES.superUserDashboard)) {
    await (await platformLayout()).preloadPlatformPage(path);
    await Promise.all([PlatformLayout.preload(), SuperUserRoutes.preload()]);
  } else if (path === ROUTES.changePassword) {
    await ChangePasswordPage.preload();
  } else if (path === ROUTES.termsGate) {
    await TermsGatePage.preload();
  }
}

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
      {[...customerKycFormRoutes, ...forwardResponseRoutes, ...bookingResponseRoutes].map(
        ({ path, page: Page }) =>
          shellRoute(
            path,
            <PublicFormProviders>
              <Page />
            </PublicFormProviders>,
          ),
      )}
      {customerFormRoutes.map(({ path, page: Page }) =>
        privateRoute(
          path,
          <PublicFormProviders>
            <Page />
          </PublicFormProviders>,
        ),
      )}
      {/* The site's pages whose text the platform administrators write (platform documents). */}
      {shellRoute(PLATFORM_DOCUMENT_ROUTES.privacyPolicy, <PrivacyPolicyPage />)}
      {shellRoute(PLATFORM_DOCUMENT_ROUTES.aboutUs, <AboutUsPage />)}
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
      {/* One frame for the company's pages and the customer's own top-level ones (SPEC §2). */}
      <Route
        key="dashboard"
        element={
          <RouteShell key="dashboard">
            <RequireAuth>
              <DashboardGate>
                <DashboardLayout />
              </DashboardGate>
            </RequireAuth>
          </RouteShell>
        }
      >
        <Route path={`${ROUTES.dashboard}/*`} element={<DashboardRoutes />} />
        {customerEnquiryRoutes.map(({ path, page: Page }) => shellRoute(path, <Page />))}
      </Route>
      {shellRoute('*', <NotFound />)}
    </Routes>
  );
}
