import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type NotificationListAction,
  type NotificationListState,
  reduceNotificationList,
} from '../notification-lists';

type N = { id: number; isRead: boolean };
const n = (id: number, isRead = false): N => ({ id, isRead });
const list = (items: N[], unreadCount: number, total: number): NotificationListState<N> => ({
  items,
  unreadCount,
  total,
});

describe('SPEC §3: the kept notification lists', () => {
  it.each<[string, NotificationListState<N>, NotificationListAction<N>, number, NotificationListState<N>]>([
    [
      'a new one is prepended and both counts go up',
      list([n(2), n(1, true)], 1, 2),
      { type: 'received', notification: n(3) },
      5,
      list([n(3), n(2), n(1, true)], 2, 3),
    ],
    [
      'the oldest drops off a full list, the total still counts it',
      list([n(3), n(2), n(1, true)], 2, 7),
      { type: 'received', notification: n(4) },
      3,
      list([n(4), n(3), n(2)], 3, 8),
    ],
    [
      'one already shown is not counted twice',
      list([n(3), n(2)], 2, 2),
      { type: 'received', notification: n(3) },
      5,
      list([n(3), n(2)], 2, 2),
    ],
    [
      'a read one pushed counts in the total only',
      list([n(1)], 1, 1),
      { type: 'received', notification: n(2, true) },
      5,
      list([n(2, true), n(1)], 1, 2),
    ],
    [
      'marking one read takes one off the unread count',
      list([n(3), n(2)], 4, 9),
      { type: 'read', id: 2, wasUnread: true },
      5,
      list([n(3), n(2, true)], 3, 9),
    ],
    [
      'marking a read one read again changes nothing',
      list([n(3), n(2, true)], 3, 9),
      { type: 'read', id: 2, wasUnread: true },
      5,
      list([n(3), n(2, true)], 3, 9),
    ],
    [
      'one not shown (older) still counts when it was unread',
      list([n(3)], 4, 9),
      { type: 'read', id: 1, wasUnread: true },
      5,
      list([n(3)], 3, 9),
    ],
    [
      'one not shown that was read changes nothing',
      list([n(3)], 4, 9),
      { type: 'read', id: 1, wasUnread: false },
      5,
      list([n(3)], 4, 9),
    ],
    [
      'marking all read clears the unread count, the total stays',
      list([n(3), n(2, true), n(1)], 6, 9),
      { type: 'allRead' },
      5,
      list([n(3, true), n(2, true), n(1, true)], 0, 9),
    ],
  ])('%s', (_name, state, action, limit, expected) => {
    expect(reduceNotificationList(state, action, limit)).toEqual(expected);
  });

  it('keeps the other fields of a page (page, pageSize)', () => {
    const page = { ...list([n(1)], 1, 1), page: 1, pageSize: 10 };
    expect(reduceNotificationList(page, { type: 'received', notification: n(2) }, 10)).toMatchObject({
      page: 1,
      pageSize: 10,
      total: 2,
    });
  });

  it('answers the same list when nothing changes (no re-render)', () => {
    const state = list([n(1, true)], 0, 1);
    expect(reduceNotificationList(state, { type: 'allRead' }, 5)).toBe(state);
    expect(reduceNotificationList(state, { type: 'read', id: 1, wasUnread: true }, 5)).toBe(state);
  });

  it('whatever happens, counts are never negative, the list never exceeds its limit, ids stay unique', () => {
    const action = fc.oneof(
      fc.record({
        type: fc.constant('received' as const),
        notification: fc.record({ id: fc.integer({ min: 1, max: 30 }), isRead: fc.boolean() }),
      }),
      fc.record({
        type: fc.constant('read' as const),
        id: fc.integer({ min: 1, max: 30 }),
        wasUnread: fc.boolean(),
      }),
      fc.record({ type: fc.constant('allRead' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(action, { maxLength: 60 }), (limit, actions) => {
        let state = list([], 0, 0);
        for (const a of actions) {
          const before = state;
          state = reduceNotificationList(state, a, limit);
          expect(state.unreadCount).toBeGreaterThanOrEqual(0);
          expect(state.total).toBeGreaterThanOrEqual(0);
          expect(state.items.length).toBeLessThanOrEqual(limit);
          expect(new Set(state.items.map((i) => i.id)).size).toBe(state.items.length);
          // Counts move by at most one per action, except "all read".
          if (a.type !== 'allRead')
            expect(Math.abs(state.unreadCount - before.unreadCount)).toBeLessThanOrEqual(1);
          expect(state.total - before.total).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
