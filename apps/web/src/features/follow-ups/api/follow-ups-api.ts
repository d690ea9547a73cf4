import {
  enquiryPath,
  type FollowUp,
  type FollowUpCalendar,
  type FollowUpRequest,
  type FollowUpStatus,
  type ItemData,
  SALES_PATHS,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRecordsApi } from '../../../components/company-records';
import { http } from '../../../lib/http';

/** Every follow-up query (the list, one, the calendar) sits under this key: a change refreshes them all. */
export const FOLLOW_UPS_KEY = 'follow-ups';
/** The leads' queries: a follow-up's change moves its lead's next follow-up. */
const LEADS_KEY = 'leads';

/** GET/POST {SALES_PATHS.followUps}, PUT/DELETE …/:id. */
export const followUpsApi = createRecordsApi<FollowUp, FollowUpRequest>(
  SALES_PATHS.followUps,
  FOLLOW_UPS_KEY,
  {
    alsoInvalidates: [[LEADS_KEY]],
  },
);

/** One follow-up (a reminder's or the calendar's link opens it); not found is said in place. */
export const getFollowUpQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [FOLLOW_UPS_KEY, 'item', id],
    queryFn: async () =>
      (
        await http.get<ItemData<FollowUp>>(enquiryPath(SALES_PATHS.followUp, { id }), {
          suppressErrorDialog: true,
        })
      ).item,
  });

export const useFollowUp = (id: number | undefined) =>
  useQuery({ ...getFollowUpQueryOptions(id ?? 0), enabled: id !== undefined });

/** Marks a follow-up done or open again; errors get the default dialog. */
export function useSetFollowUpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: FollowUpStatus }) =>
      http.post<ItemData<FollowUp>>(enquiryPath(SALES_PATHS.followUpStatus, { id }), { status }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [FOLLOW_UPS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [LEADS_KEY] }),
      ]),
  });
}

/** The calendar's follow-ups, event dates and visits between two days (inclusive). */
export const getFollowUpCalendarQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [FOLLOW_UPS_KEY, 'calendar', from, to],
    queryFn: () => http.get<FollowUpCalendar>(SALES_PATHS.followUpCalendar, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });

export const useFollowUpCalendar = (from: string, to: string) =>
  useQuery(getFollowUpCalendarQueryOptions(from, to));
