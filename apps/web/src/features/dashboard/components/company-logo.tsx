import { StoredImage } from '../../../components/files';
import { useMyProfile } from '../api/get-my-profile';

/**
 * The company's logo for the dashboard header, named by the caller's profile (every colleague may
 * see it, whatever their permissions); nothing when there is none. An upload or removal on the
 * settings page refreshes the profile.
 */
export function CompanyLogo() {
  const profile = useMyProfile();
  const company = profile.data?.company;
  if (!company?.logo) return null;
  return (
    <StoredImage file={company.logo} alt={`${company.name} logo`} h={36} w="auto" maw={160} fit="contain" />
  );
}
