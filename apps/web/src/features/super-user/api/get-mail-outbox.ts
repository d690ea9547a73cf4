import { API_PATHS, type EmailLogStatus, type ListData } from '@fastforward/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type OutboxMail = {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  status: EmailLogStatus;
  /** The last delivery attempt's error (kept while the delivery job retries). */
  error: string | null;
  attempts: number;
  lastAttemptAt: string | null;
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
    // Mail is delivered by a background job: the page follows queued → sent or failed.
    refetchInterval: 5_000,
  });

export const useMailOutbox = (query: OutboxQuery) => useQuery(getMailOutboxQueryOptions(query));
