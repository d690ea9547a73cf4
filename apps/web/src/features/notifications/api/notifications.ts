import {
  type ItemData,
  type ListData,
  NOTIFICATION_PATHS,
  type Notification,
  type NotificationCounts,
  type NotificationListQuery,
  readNotificationPath,
} from '@fastforward/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { http, request } from '../../../lib/http';

export const NOTIFICATIONS_KEY = 'notifications';

/** Until the realtime push arrives, the bell asks again every minute. */
const BELL_REFRESH_MS = 60_000;

export const getLimitedNotifications = () =>
  http.get<NotificationCounts & { items: Notification[] }>(NOTIFICATION_PATHS.limited, {
    suppressErrorDialog: true,
  });

export const useLimitedNotifications = () =>
  useQuery(
    queryOptions({
      queryKey: [NOTIFICATIONS_KEY, 'limited'],
      queryFn: getLimitedNotifications,
      refetchInterval: BELL_REFRESH_MS,
    }),
  );

export type NotificationsQuery = ListQueryOf<NotificationListQuery>;

export const { getQueryOptions: getMyNotificationsQueryOptions, useList: useMyNotifications } = createListApi<
  Notification,
  NotificationsQuery,
  ListData<Notification> & { unreadCount: number }
>(NOTIFICATION_PATHS.mine, [NOTIFICATIONS_KEY, 'mine']);

const readNotification = async (id: number) =>
  (await request<ItemData<Notification>>(readNotificationPath(id), { method: 'POST' })).data.item;

const markAllRead = () => http.post<NotificationCounts>(NOTIFICATION_PATHS.markAllRead);

function useNotificationMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
}

export const useReadNotification = () => useNotificationMutation(readNotification);
export const useMarkAllRead = () => useNotificationMutation(markAllRead);
