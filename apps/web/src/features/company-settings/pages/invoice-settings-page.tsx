import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { useInvoiceSettings } from '../api/get-invoice-settings';
import { InvoiceSettingsForm } from '../components/invoice-settings-form';

/** /dashboard/companySettings/invoice-settings */
export function InvoiceSettingsPage() {
  const canView = useCan(COMPANY_SETTINGS_ACCESS.view);
  return canView ? <LoadedInvoiceSettings /> : <SettingsFrame title="Invoice Settings" canView={false} />;
}

function LoadedInvoiceSettings() {
  const settings = useInvoiceSettings();
  return (
    <SettingsFrame title="Invoice Settings" canView isLoading={settings.isLoading} isError={settings.isError}>
      {settings.data ? <InvoiceSettingsForm settings={settings.data} /> : null}
    </SettingsFrame>
  );
}
