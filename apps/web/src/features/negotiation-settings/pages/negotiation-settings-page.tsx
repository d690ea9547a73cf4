import { CUSTOMERS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useNegotiationSettings } from '../api/get-negotiation-settings';
import { NegotiationSettingsForm } from '../components/negotiation-settings-form';

const TITLE = 'Negotiation Settings';

/** /dashboard/customers/negotiation-settings */
export function NegotiationSettingsPage() {
  const canView = useCan(CUSTOMERS_ACCESS.view);
  return canView ? <LoadedNegotiationSettings /> : <SettingsFrame title={TITLE} canView={false} />;
}

function LoadedNegotiationSettings() {
  const settings = useNegotiationSettings();
  const canUpdate = useCan(CUSTOMERS_ACCESS.update);
  return (
    <SettingsFrame title={TITLE} canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <NegotiationSettingsForm settings={settings.data} canUpdate={canUpdate} /> : null}
    </SettingsFrame>
  );
}
