import {
  ENQUIRY_PATHS,
  type Enquiry,
  type EnquiryStatusRequest,
  enquiryPath,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { ENQUIRIES_KEY } from './enquiry-doors';

/** POST {ENQUIRY_PATHS.enquiryStatus}: the forwarder accepts or rejects a Received enquiry. */
export const decideEnquiry = async ({ id, body }: { id: number; body: EnquiryStatusRequest }) =>
  (
    await request<ItemData<Enquiry>>(enquiryPath(ENQUIRY_PATHS.enquiryStatus, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useDecideEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
