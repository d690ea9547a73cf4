import { COMPANY_SETTINGS_ACCESS } from '@fastforward/domain';
import { useQuery } from '@tanstack/react-query';
import { StoredImage } from '../../../components/files';
import { useCan } from '../../../lib/permissions';
import { getBasicSettingsQueryOptions } from '../api/get-basic-settings';

/**
 * The company's logo for the dashboard header, from the same cached settings as the settings page
 * (an upload there shows here at once); nothing when there is none. Only users who may open the
 * basic settings learn the logo's file: no other call names it.
 */
export function CompanyLogo() {
  const canRead = useCan(COMPANY_SETTINGS_ACCESS.basic);
  const settings = useQuery({ ...getBasicSettingsQueryOptions(), enabled: canRead });
  const logo = settings.data?.documents?.CL;
  if (!settings.data || !logo) return null;
  return (
    <StoredImage
      file={logo}
      alt={`${settings.data.legalName} logo`}
      h={36}
      w="auto"
      maw={160}
      fit="contain"
    />
  );
}
