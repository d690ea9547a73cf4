import {
  ENQUIRY_PATHS,
  type Enquiry,
  type EnquiryAttendRequest,
  enquiryPath,
  type ItemData,
} from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { ENQUIRIES_KEY } from './enquiry-doors';

/** POST {ENQUIRY_PATHS.enquiryAttend}: who handles the enquiry (the caller when no user is named). */
export const attendEnquiry = async ({ id, body }: { id: number; body: EnquiryAttendRequest }) =>
  (
    await request<ItemData<Enquiry>>(enquiryPath(ENQUIRY_PATHS.enquiryAttend, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useAttendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attendEnquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
