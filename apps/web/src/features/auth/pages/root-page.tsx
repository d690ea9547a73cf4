import { ROUTES } from '@fastforward/domain';
import { type ComponentProps, useEffect } from 'react';
import { Navigate } from 'react-router';
import { clearSession, getIsFirstLogin, isLoggedIn } from '../../../lib/session';
import { SignInPage } from './sign-in-page';

type EntryPageProps = ComponentProps<typeof SignInPage>;

/** '/': the dashboard when signed in, the change-password screen on first login, else sign-in. */
export function RootPage(props: EntryPageProps) {
  if (!isLoggedIn()) return <SignInPage {...props} />;
  return <Navigate to={getIsFirstLogin() ? ROUTES.changePassword : ROUTES.dashboard} replace />;
}

/** '/login': the dashboard when signed in; otherwise sign-in, after clearing local storage (SPEC §2). */
export function LoginPage(props: EntryPageProps) {
  const signedIn = isLoggedIn();
  useEffect(() => {
    if (!signedIn) clearSession();
  }, [signedIn]);
  if (signedIn) return <Navigate to={ROUTES.dashboard} replace />;
  return <SignInPage {...props} />;
}
