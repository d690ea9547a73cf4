import { enquiryPath, type StatusHistoryEntry } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** GET {DOOR_PATHS[door].history}: the enquiry's status changes, oldest first. */
export const getEnquiryHistoryQueryOptions = (door: EnquiryDoor, id: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, door, 'history', id],
    queryFn: async () =>
      (
        await http.get<{ items: StatusHistoryEntry[] }>(enquiryPath(DOOR_PATHS[door].history, { id }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useEnquiryHistory = (door: EnquiryDoor, id: number) =>
  useQuery(getEnquiryHistoryQueryOptions(door, id));
