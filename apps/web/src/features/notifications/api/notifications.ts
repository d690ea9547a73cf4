import {
  type ItemData,
  LIMITED_NOTIFICATION_COUNT,
  type ListData,
  NOTIFICATION_PATHS,
  type Notification,
  type NotificationCounts,
  type NotificationListAction,
  type NotificationListQuery,
  readNotificationPath,
  reduceNotificationList,
} from '@fastforward/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createListApi, type ListQueryOf } from '../../../components/company-records';
import { http, request } from '../../../lib/http';

export const NOTIFICATIONS_KEY = 'notifications';
const LIMITED_KEY = [NOTIFICATIONS_KEY, 'limited'] as const;
const MINE_KEY = [NOTIFICATIONS_KEY, 'mine'] as const;

export type LimitedNotifications = NotificationCounts & { items: Notification[] };
export type MyNotifications = ListData<Notification> & { unreadCount: number };

export const getLimitedNotifications = () =>
  http.get<LimitedNotifications>(NOTIFICATION_PATHS.limited, { suppressErrorDialog: true });

// No polling: new notifications are pushed over the realtime channel (realtime-notifications.ts).
export const useLimitedNotifications = () =>
  useQuery(queryOptions({ queryKey: LIMITED_KEY, queryFn: getLimitedNotifications }));

export type NotificationsQuery = ListQueryOf<NotificationListQuery>;

export const { getQueryOptions: getMyNotificationsQueryOptions, useList: useMyNotifications } = createListApi<
  Notification,
  NotificationsQuery,
  MyNotifications
>(NOTIFICATION_PATHS.mine, MINE_KEY);

/**
 * Whether a cached page of the full list can follow `action` by SPEC §3's rules alone: the first
 * page, unsearched; of the unread-only view only a new arrival (one read leaves that view).
 */
function followsByRules(query: NotificationsQuery | undefined, action: NotificationListAction<Notification>) {
  if (query?.page !== 1 || query.search) return false;
  return (query.status ?? 'all') === 'all' || action.type === 'received';
}

/**
 * Applies `action` to the two kept lists of SPEC §3 in the query cache, without asking the server:
 * the bell's newest few and the first page of the full list. Other cached pages cannot be worked
 * out here: they are refetched if on screen, else marked stale.
 */
export function applyToNotificationLists(
  queryClient: QueryClient,
  action: NotificationListAction<Notification>,
) {
  queryClient.setQueryData<LimitedNotifications>(LIMITED_KEY, (data) =>
    data ? reduceNotificationList(data, action, LIMITED_NOTIFICATION_COUNT) : data,
  );
  for (const [key, data] of queryClient.getQueriesData<MyNotifications>({ queryKey: MINE_KEY })) {
    if (!data) continue;
    if (followsByRules(key[2] as NotificationsQuery | undefined, action)) {
      queryClient.setQueryData<MyNotifications>(key, reduceNotificationList(data, action, data.pageSize));
    } else {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

/** After a time without the channel: the lists are asked again, whatever was missed included. */
export const refetchNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });

const readNotification = async (item: Notification) =>
  (await request<ItemData<Notification>>(readNotificationPath(item.id), { method: 'POST' })).data.item;

const markAllRead = () => http.post<NotificationCounts>(NOTIFICATION_PATHS.markAllRead);

/** Opens one: marked read on the server, then in the kept lists (the unread count down once). */
export const useReadNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_read, item) =>
      applyToNotificationLists(queryClient, { type: 'read', id: item.id, wasUnread: !item.isRead }),
  });
};

export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => applyToNotificationLists(queryClient, { type: 'allRead' }),
  });
};
