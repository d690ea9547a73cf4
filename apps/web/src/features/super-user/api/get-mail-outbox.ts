import { API_PATHS, type ListData, type OutboxMail } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

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
    // Mail is delivered by a background job: the page follows queued → sent or failed.
    refetchInterval: 5_000,
  });

export const useMailOutbox = (query: OutboxQuery) => useQuery(getMailOutboxQueryOptions(query));
