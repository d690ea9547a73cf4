import {
  type ItemData,
  VENDOR_PATHS,
  type VendorProfile,
  type VendorProfileRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { VENDOR_PROFILE_KEY } from './get-vendor-profile';

/** PUT the profile whole; field errors are shown by the form. */
export const saveVendorProfile = async (body: VendorProfileRequest) =>
  (
    await request<ItemData<VendorProfile>>(VENDOR_PATHS.profile, {
      method: 'PUT',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useSaveVendorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVendorProfile,
    onSuccess: (item) => queryClient.setQueryData([VENDOR_PROFILE_KEY], item),
  });
}
