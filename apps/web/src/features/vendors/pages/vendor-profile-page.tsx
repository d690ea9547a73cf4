import { COMPANY_CATEGORY, VENDORS_ACCESS } from '@fastforward/domain';
import { Stack } from '@mantine/core';
import { SettingsFrame } from '../../../components/settings-frame';
import { useCan } from '../../../lib/permissions';
import { getCustomerKyc } from '../../../lib/session';
import { useVendorProfile } from '../api/get-vendor-profile';
import { BecomeForwarderCard } from '../components/become-forwarder-card';
import { VendorProfileForm } from '../components/vendor-profile-form';

const TITLE = 'Vendor Profile';
/** The companies that have a vendor profile: vendors, and forwarders that are other forwarders' vendors. */
const PROFILE_CATEGORIES: readonly string[] = [COMPANY_CATEGORY.vendor, COMPANY_CATEGORY.freightForwarder];

/** /dashboard/vendors/profile: the company's own vendor profile; a vendor may ask to become a forwarder. */
export function VendorProfilePage() {
  const category = getCustomerKyc()?.companyCategory.categoryCode;
  if (!category || !PROFILE_CATEGORIES.includes(category))
    return <SettingsFrame title={TITLE} canView={false} />;
  return (
    <Stack maw={860}>
      <LoadedVendorProfile />
      {category === COMPANY_CATEGORY.vendor ? <BecomeForwarderCard /> : null}
    </Stack>
  );
}

function LoadedVendorProfile() {
  const profile = useVendorProfile();
  const canUpdate = useCan(VENDORS_ACCESS.update);
  return (
    <SettingsFrame title={TITLE} canView isLoading={profile.isLoading} isError={profile.isError}>
      {profile.data ? <VendorProfileForm profile={profile.data} canUpdate={canUpdate} /> : null}
    </SettingsFrame>
  );
}
