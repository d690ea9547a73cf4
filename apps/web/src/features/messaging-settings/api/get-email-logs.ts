import {
  type EmailLog,
  type EmailLogListQuery,
  type ListData,
  MESSAGING_SETTINGS_PATHS,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type EmailLogsQuery = Pick<EmailLogListQuery, 'page' | 'pageSize' | 'sort' | 'order'> & {
  search?: string;
  status?: EmailLogListQuery['status'];
};

export const EMAIL_LOGS_KEY = 'messaging-email-logs';

export const getEmailLogs = (query: EmailLogsQuery) =>
  http.get<ListData<EmailLog>>(MESSAGING_SETTINGS_PATHS.emailLogs, {
    query: { ...query, search: query.search || undefined },
  });

export const getEmailLogsQueryOptions = (query: EmailLogsQuery) =>
  queryOptions({
    queryKey: [EMAIL_LOGS_KEY, query],
    queryFn: () => getEmailLogs(query),
    placeholderData: keepPreviousData,
  });

export const useEmailLogs = (query: EmailLogsQuery) => useQuery(getEmailLogsQueryOptions(query));
