import { PlatformDocumentsPage } from '../../features/platform-documents/pages/platform-documents-page';
import { DashboardProviders } from '../providers';

/** /insert-agreement-form: the platform's licence agreements and disclaimers, with Mantine and TanStack Query. */
export function AgreementFormLayout() {
  return (
    <DashboardProviders>
      <PlatformDocumentsPage />
    </DashboardProviders>
  );
}
