import { type EnquiryHistoryEntry, enquiryPath } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** GET {DOOR_PATHS[door].history}: the enquiry's history, oldest first: status moves, forwards (staff), quotes sent, negotiation rounds. */
export const getEnquiryHistoryQueryOptions = (door: EnquiryDoor, id: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, door, 'history', id],
    queryFn: async () =>
      (
        await http.get<{ items: EnquiryHistoryEntry[] }>(enquiryPath(DOOR_PATHS[door].history, { id }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useEnquiryHistory = (door: EnquiryDoor, id: number) =>
  useQuery(getEnquiryHistoryQueryOptions(door, id));
