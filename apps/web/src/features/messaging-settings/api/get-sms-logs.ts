import {
  type ListData,
  MESSAGING_SETTINGS_PATHS,
  type SmsLog,
  type SmsLogListQuery,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SmsLogsQuery = Pick<SmsLogListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  status?: SmsLogListQuery['status'];
};

export const SMS_LOGS_KEY = 'messaging-sms-logs';

export const getSmsLogs = (query: SmsLogsQuery) =>
  http.get<ListData<SmsLog>>(MESSAGING_SETTINGS_PATHS.smsLogs, {
    query: { ...query, search: query.search || undefined },
  });

export const getSmsLogsQueryOptions = (query: SmsLogsQuery) =>
  queryOptions({
    queryKey: [SMS_LOGS_KEY, query],
    queryFn: () => getSmsLogs(query),
    placeholderData: keepPreviousData,
  });

export const useSmsLogs = (query: SmsLogsQuery) => useQuery(getSmsLogsQueryOptions(query));
