/**
 * SPEC §3 "Notification": two lists are kept (the bell's newest few and the first page of the full
 * list), each with an unread count and a total count. A new notification is prepended, the oldest
 * dropped, counts incremented. Pure, so the web applies the same rules to every cached list and the
 * rules are tested once.
 */

/** What the rules read of a notification. */
export type NotificationLike = { id: number; isRead: boolean };

/** A kept list: its shown items and the counts over all of the user's notifications. */
export type NotificationListState<N extends NotificationLike> = {
  items: readonly N[];
  unreadCount: number;
  total: number;
};

export type NotificationListAction<N extends NotificationLike> =
  /** Pushed by the server: a notification just written for the user. */
  | { type: 'received'; notification: N }
  /** One was marked read; `wasUnread` says so for one not shown in this list (still counted). */
  | { type: 'read'; id: number; wasUnread: boolean }
  | { type: 'allRead' };

/**
 * The list after `action`, keeping at most `limit` items (LIMITED_NOTIFICATION_COUNT for the bell,
 * the page size for the full list). Fields other than items and counts (page, pageSize) are kept.
 * A notification already shown is not counted twice (a push that crosses a catch-up refetch), and
 * the counts never go below zero.
 */
export function reduceNotificationList<N extends NotificationLike, S extends NotificationListState<N>>(
  state: S,
  action: NotificationListAction<N>,
  limit: number,
): S {
  switch (action.type) {
    case 'received': {
      const { notification } = action;
      if (state.items.some((item) => item.id === notification.id)) return state;
      return {
        ...state,
        items: [notification, ...state.items].slice(0, Math.max(0, limit)),
        total: state.total + 1,
        unreadCount: state.unreadCount + (notification.isRead ? 0 : 1),
      };
    }
    case 'read': {
      const shown = state.items.find((item) => item.id === action.id);
      const wasUnread = shown ? !shown.isRead : action.wasUnread;
      if (!wasUnread) return state;
      return {
        ...state,
        items: shown
          ? state.items.map((item) => (item === shown ? { ...item, isRead: true } : item))
          : state.items,
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    }
    case 'allRead':
      if (state.unreadCount === 0 && state.items.every((item) => item.isRead)) return state;
      return {
        ...state,
        items: state.items.map((item) => (item.isRead ? item : { ...item, isRead: true })),
        unreadCount: 0,
      };
  }
}
