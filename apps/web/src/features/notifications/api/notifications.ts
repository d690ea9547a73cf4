import {
  type ItemData,
  type ListData,
  NOTIFICATION_PATHS,
  type NotificationListQuery,
  readNotificationPath,
} from '@fastforward/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, request } from '../../../lib/http';

/** A notification as the API answers it (dates are ISO strings on the wire). */
export type NotificationItem = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
};

type Counts = { unreadCount: number; total: number };

export const NOTIFICATIONS_KEY = 'notifications';

/** Until the realtime push arrives, the bell asks again every minute. */
const BELL_REFRESH_MS = 60_000;

export const getLimitedNotifications = () =>
  http.get<Counts & { items: NotificationItem[] }>(NOTIFICATION_PATHS.limited, { suppressErrorDialog: true });

export const useLimitedNotifications = () =>
  useQuery(
    queryOptions({
      queryKey: [NOTIFICATIONS_KEY, 'limited'],
      queryFn: getLimitedNotifications,
      refetchInterval: BELL_REFRESH_MS,
    }),
  );

export type NotificationsQuery = Pick<NotificationListQuery, 'page' | 'pageSize' | 'status'> & {
  search?: string;
};

export const getMyNotifications = (query: NotificationsQuery) =>
  http.get<ListData<NotificationItem> & { unreadCount: number }>(NOTIFICATION_PATHS.mine, {
    query: { ...query, search: query.search || undefined },
  });

export const useMyNotifications = (query: NotificationsQuery) =>
  useQuery(
    queryOptions({
      queryKey: [NOTIFICATIONS_KEY, 'mine', query],
      queryFn: () => getMyNotifications(query),
      placeholderData: keepPreviousData,
    }),
  );

const readNotification = async (id: number) =>
  (await request<ItemData<NotificationItem>>(readNotificationPath(id), { method: 'POST' })).data.item;

const markAllRead = () => http.post<Counts>(NOTIFICATION_PATHS.markAllRead);

function useNotificationMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
}

export const useReadNotification = () => useNotificationMutation(readNotification);
export const useMarkAllRead = () => useNotificationMutation(markAllRead);
