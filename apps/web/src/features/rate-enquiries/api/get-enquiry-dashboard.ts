import type { EnquiryDashboard, ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** GET {DOOR_PATHS[door].dashboard}: how many enquiries the caller sees, per status. */
export const getEnquiryDashboardQueryOptions = (door: EnquiryDoor) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, door, 'dashboard'],
    queryFn: async () =>
      (await http.get<ItemData<EnquiryDashboard>>(DOOR_PATHS[door].dashboard, { suppressErrorDialog: true }))
        .item,
  });

export const useEnquiryDashboard = (door: EnquiryDoor) => useQuery(getEnquiryDashboardQueryOptions(door));
