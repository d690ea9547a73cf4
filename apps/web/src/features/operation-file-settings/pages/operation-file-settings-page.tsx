import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useOperationFileSettings } from '../api/get-operation-file-settings';
import { OperationFileSettingsForm } from '../components/operation-file-settings-form';
import { ShipmentGuardsCard } from '../components/shipment-guards-card';

const TITLE = 'Operation Files';

/** /dashboard/companySettings/operation-files */
export function OperationFileSettingsPage() {
  const canView = useCan(COMPANY_SETTINGS_ACCESS.view);
  return canView ? <LoadedOperationFileSettings /> : <SettingsFrame title={TITLE} canView={false} />;
}

function LoadedOperationFileSettings() {
  const settings = useOperationFileSettings();
  const canUpdate = useCan(COMPANY_SETTINGS_ACCESS.update);
  return (
    <SettingsFrame title={TITLE} canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <OperationFileSettingsForm settings={settings.data} canUpdate={canUpdate} /> : null}
      <ShipmentGuardsCard canUpdate={canUpdate} />
    </SettingsFrame>
  );
}
