import { API_PATHS, type ListData } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type OutboxMail = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type OutboxQuery = { page: number; pageSize: number; search: string };

export const getMailOutbox = (query: OutboxQuery) =>
  http.get<ListData<OutboxMail>>(API_PATHS.mailOutbox, {
    query: { ...query, search: query.search || undefined },
  });

export const getMailOutboxQueryOptions = (query: OutboxQuery) =>
  queryOptions({
    queryKey: ['mail-outbox', query],
    queryFn: () => getMailOutbox(query),
    placeholderData: keepPreviousData,
  });

export const useMailOutbox = (query: OutboxQuery) => useQuery(getMailOutboxQueryOptions(query));
