import { lazy, type ReactNode } from 'react';
import { Routes } from 'react-router';
import { LoginPage, RootPage } from '../features/auth/pages/root-page';
import { lazyPage } from '../lib/route-entry';
import { DashboardGate, PlatformAdminGate, RequireAuth } from './layouts/require-auth';
import { shellRoute } from './route-shell';

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
const RegistrationPage = lazyPage(
  () => import('../features/registration/pages/registration-page'),
  'RegistrationPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/registration/pages/verify-email-page'),
  'VerifyEmailPage',
);
const DashboardLayout = lazyPage(() => import('./layouts/dashboard-layout'), 'DashboardLayout');
const SuperUserLayout = lazyPage(() => import('./layouts/super-user-layout'), 'SuperUserLayout');
const AgreementFormLayout = lazyPage(() => import('./layouts/agreement-form-layout'), 'AgreementFormLayout');
const NotFound = lazyPage(() => import('../components/not-found'), 'NotFound');
// It takes a title, so not through lazyPage (pages without props).
const ComingSoonPage = lazy(async () => ({
  default: (await import('../components/coming-soon-page')).ComingSoonPage,
}));

/** Public routes whose screens arrive in a later release (SPEC §2: "content not shown"). */
const LATER_PUBLIC_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/customerKyc/:user_id?/:email?/:invitation_id?', title: 'Customer KYC' },
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

/** Every route of SPEC §2. The sign-in screens are in the entry chunk; everything else loads on demand. */
export function AppRoutes() {
  return (
    <Routes>
      {shellRoute('/', <RootPage />)}
      {shellRoute('/login', <LoginPage />)}
      {shellRoute('/forgotPassword', <ForgotPasswordPage />)}
      {shellRoute('/update-password/:uname/:timestamp', <ResetPasswordPage />)}
      {shellRoute('/thankYouPage', <ThankYouPage />)}
      {shellRoute('/registrationForm', <RegistrationPage />)}
      {shellRoute('/verify-email', <VerifyEmailPage />)}
      {LATER_PUBLIC_ROUTES.map((r) => shellRoute(r.path, <ComingSoonPage title={r.title} />))}
      {privateRoute('/tandc', <TermsGatePage />)}
      {shellRoute(
        '/change-password',
        <RequireAuth acceptsLinkToken>
          <ChangePasswordPage />
        </RequireAuth>,
      )}
      {privateRoute(
        '/insert-agreement-form',
        <PlatformAdminGate>
          <AgreementFormLayout />
        </PlatformAdminGate>,
      )}
      {privateRoute('/super-user-dashboard/*', <SuperUserLayout />)}
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
