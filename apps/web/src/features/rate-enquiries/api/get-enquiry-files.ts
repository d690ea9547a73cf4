import { enquiryPath, type StoredFile } from '@fastforward/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { DOOR_PATHS, ENQUIRIES_KEY, type EnquiryDoor } from './enquiry-doors';

/** GET {DOOR_PATHS[door].files}: the enquiry's attachments, oldest first. */
export const getEnquiryFilesQueryOptions = (door: EnquiryDoor, id: number) =>
  queryOptions({
    queryKey: [ENQUIRIES_KEY, door, 'files', id],
    queryFn: async () =>
      (
        await http.get<{ items: StoredFile[] }>(enquiryPath(DOOR_PATHS[door].files, { id }), {
          suppressErrorDialog: true,
        })
      ).items,
  });

export const useEnquiryFiles = (door: EnquiryDoor, id: number) =>
  useQuery(getEnquiryFilesQueryOptions(door, id));
