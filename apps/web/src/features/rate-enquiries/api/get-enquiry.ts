import { type Enquiry, enquiryPath, type ItemData } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** GET {DOOR_PATHS[door].one}: one enquiry; another company's is a 404 (the page says not found). */
export const getEnquiryQueryOptions = (door: EnquiryDoor, id: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, door, 'one', id],
    queryFn: async () =>
      (
        await http.get<ItemData<Enquiry>>(enquiryPath(DOOR_PATHS[door].one, { id }), {
          suppressErrorDialog: true,
        })
      ).item,
    retry: false,
  });

export const useEnquiry = (door: EnquiryDoor, id: number) => useQuery(getEnquiryQueryOptions(door, id));
