import { RegistrationPage } from '../../features/registration/pages/registration-page';
import { DashboardProviders } from '../providers';

/**
 * /registrationForm: a public page built from the app's own Mantine controls and reference-data
 * pickers, so it gets their providers; it loads on its own, never with the sign-in page.
 */
export function RegistrationLayout() {
  return (
    <DashboardProviders>
      <RegistrationPage />
    </DashboardProviders>
  );
}
