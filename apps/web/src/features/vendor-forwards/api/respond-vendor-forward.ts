import {
  ENQUIRY_PATHS,
  enquiryPath,
  type ForwardAnswerRequest,
  type ItemData,
  type VendorForward,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { VENDOR_FORWARDS_KEY } from './get-vendor-forwards';

/** POST {ENQUIRY_PATHS.vendorForwardAnswer}: the vendor's rates; the form shows a refusal under its fields. */
export const postVendorForwardAnswer = async ({ id, body }: { id: number; body: ForwardAnswerRequest }) =>
  (
    await http.post<ItemData<VendorForward>>(enquiryPath(ENQUIRY_PATHS.vendorForwardAnswer, { id }), body, {
      suppressErrorDialog: true,
    })
  ).item;

/** POST {ENQUIRY_PATHS.vendorForwardDecline}: the vendor declines with a reason. */
export const postVendorForwardDecline = async ({ id, reason }: { id: number; reason: string }) =>
  (
    await http.post<ItemData<VendorForward>>(
      enquiryPath(ENQUIRY_PATHS.vendorForwardDecline, { id }),
      { reason },
      { suppressErrorDialog: true },
    )
  ).item;

/** The answer or the decline; the list and the item are read again. */
export function useRespondVendorForward() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: [VENDOR_FORWARDS_KEY] });
  return {
    answer: useMutation({ mutationFn: postVendorForwardAnswer, onSuccess }),
    decline: useMutation({ mutationFn: postVendorForwardDecline, onSuccess }),
  };
}
