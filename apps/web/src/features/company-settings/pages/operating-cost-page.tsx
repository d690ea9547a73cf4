import { COMPANY_SETTINGS_ACCESS, hasAnyPermission } from '@fastforward/domain';
import { getPermissions } from '../../../lib/session';
import { useOperatingCost } from '../api/get-operating-cost';
import { OperatingCostForm } from '../components/operating-cost-form';
import { SettingsFrame } from '../components/settings-frame';

/** /dashboard/companySettings/operating-cost */
export function OperatingCostPage() {
  const canView = hasAnyPermission(getPermissions(), COMPANY_SETTINGS_ACCESS.operatingCost);
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
