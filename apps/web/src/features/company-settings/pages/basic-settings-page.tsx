import { COMPANY_SETTINGS_ACCESS, hasAnyPermission } from '@fastforward/domain';
import { getPermissions } from '../../../lib/session';
import { useBasicSettings } from '../api/get-basic-settings';
import { BasicSettingsForm } from '../components/basic-settings-form';
import { SettingsFrame } from '../components/settings-frame';

/** /dashboard/companySettings */
export function BasicSettingsPage() {
  const canView = hasAnyPermission(getPermissions(), COMPANY_SETTINGS_ACCESS.basic);
  return canView ? <LoadedBasicSettings /> : <SettingsFrame title="Basic Settings" canView={false} />;
}

function LoadedBasicSettings() {
  const settings = useBasicSettings();
  return (
    <SettingsFrame title="Basic Settings" canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <BasicSettingsForm settings={settings.data} /> : null}
    </SettingsFrame>
  );
}
