import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useBasicSettings } from '../api/get-basic-settings';
import { BasicSettingsForm } from '../components/basic-settings-form';
import { CompanyDocuments } from '../components/company-documents';

/** /dashboard/companySettings */
export function BasicSettingsPage() {
  const canView = useCan(COMPANY_SETTINGS_ACCESS.basic);
  return canView ? <LoadedBasicSettings /> : <SettingsFrame title="Basic Settings" canView={false} />;
}

function LoadedBasicSettings() {
  const settings = useBasicSettings();
  return (
    <SettingsFrame title="Basic Settings" canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? (
        <>
          <BasicSettingsForm settings={settings.data} />
          <CompanyDocuments settings={settings.data} />
        </>
      ) : null}
    </SettingsFrame>
  );
}
