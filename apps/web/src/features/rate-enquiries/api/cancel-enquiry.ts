import { type Enquiry, type EnquiryMoveRequest, enquiryPath, type ItemData } from '@fastforward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** POST {DOOR_PATHS[door].cancel}: cancels the enquiry (until Booked) with the version read and a reason. */
export const cancelEnquiry = async ({
  door,
  id,
  body,
}: {
  door: EnquiryDoor;
  id: number;
  body: EnquiryMoveRequest;
}) =>
  (
    await request<ItemData<Enquiry>>(enquiryPath(DOOR_PATHS[door].cancel, { id }), {
      method: 'POST',
      body,
      suppressErrorDialog: true,
    })
  ).data.item;

export function useCancelEnquiry(door: EnquiryDoor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EnquiryMoveRequest }) => cancelEnquiry({ door, id, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
