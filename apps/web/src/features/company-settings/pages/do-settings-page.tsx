import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useDoSettings } from '../api/get-do-settings';
import { DoSettingsForm } from '../components/do-settings-form';

/** /dashboard/companySettings/do-settings */
export function DoSettingsPage() {
  const canView = useCan(COMPANY_SETTINGS_ACCESS.view);
  return canView ? <LoadedDoSettings /> : <SettingsFrame title="DO Settings" canView={false} />;
}

function LoadedDoSettings() {
  const settings = useDoSettings();
  return (
    <SettingsFrame title="DO Settings" canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <DoSettingsForm settings={settings.data} /> : null}
    </SettingsFrame>
  );
}
