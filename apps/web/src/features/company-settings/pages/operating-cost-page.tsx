import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useOperatingCost } from '../api/get-operating-cost';
import { OperatingCostForm } from '../components/operating-cost-form';

/** /dashboard/companySettings/operating-cost */
export function OperatingCostPage() {
  const canView = useCan(COMPANY_SETTINGS_ACCESS.operatingCost);
  return canView ? <LoadedOperatingCost /> : <SettingsFrame title="Operating Cost" canView={false} />;
}

function LoadedOperatingCost() {
  const settings = useOperatingCost();
  return (
    <SettingsFrame title="Operating Cost" canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <OperatingCostForm settings={settings.data} /> : null}
    </SettingsFrame>
  );
}
