import {
  type ItemData,
  VENDOR_PATHS,
  type VendorConversionCreate,
  type VendorConversionRequest,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { OWN_CONVERSION_REQUESTS_KEY } from './get-own-conversion-requests';

/** POST the request to become a forwarder; a refusal naming the reason is shown by the form. */
export const requestConversion = async (body: VendorConversionCreate) =>
  (
    await request<ItemData<VendorConversionRequest>>(VENDOR_PATHS.conversionRequests, {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useRequestConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConversion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OWN_CONVERSION_REQUESTS_KEY] }),
  });
}
