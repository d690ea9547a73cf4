import { ENQUIRY_PATHS, enquiryPath, type ItemData, type StaffBooking } from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { showSuccessDialog } from '../../../lib/dialogs';
import { http, request } from '../../../lib/http';

const STAFF_BOOKING_KEY = 'staff-booking';

/** GET {ENQUIRY_PATHS.booking}: the forwarder's view of the enquiry's booking, job and booking link. */
export const getStaffBookingQueryOptions = (enquiryId: number) =>
  queryOptions({
    queryKey: [STAFF_BOOKING_KEY, enquiryId],
    queryFn: async () =>
      (await http.get<ItemData<StaffBooking>>(enquiryPath(ENQUIRY_PATHS.booking, { id: enquiryId }))).item,
  });

export const useStaffBooking = (enquiryId: number) => useQuery(getStaffBookingQueryOptions(enquiryId));

/** POST {ENQUIRY_PATHS.bookingLinkRenew}: a new link mailed, the old one revoked; a refusal shows in the default dialog. */
export function useRenewBookingLink(enquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (version: number) => {
      const answer = await request<ItemData<StaffBooking>>(
        enquiryPath(ENQUIRY_PATHS.bookingLinkRenew, { id: enquiryId }),
        { method: 'POST', body: { version } },
      );
      return { item: answer.data.item, message: answer.message };
    },
    onSuccess: ({ item, message }) => {
      queryClient.setQueryData([STAFF_BOOKING_KEY, enquiryId], item);
      if (message) void showSuccessDialog(message);
    },
  });
}
