import { NOTIFICATION_PATHS, REALTIME_CLOSE } from '@fastforward/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
import { FakeWebSocket } from '../../../test/fake-websocket';
import { json, mockFetch } from '../../../test/fetch-mock';
import { renderDashboardPage } from '../../../test/render-dashboard';
import { NotificationBell } from '../components/notification-bell';
import { NotificationsPage } from '../pages/notifications-page';

const approved = {
  id: 7,
  kind: 'company-approved',
  title: 'Your company has been approved',
  body: 'Blue Harbour is now verified.',
  link: '/dashboard',
  isRead: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const older = { ...approved, id: 6, title: 'Welcome', body: 'Hello', link: null, isRead: true };

describe('notification bell', () => {
  it('shows the unread count, lists the newest and marks one read when opened', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === NOTIFICATION_PATHS.limited) {
        return json({ success: true, data: { items: [approved, older], unreadCount: 1, total: 2 } });
      }
      return itemAnswer({ ...approved, isRead: true });
    });
    renderDashboardPage(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const user = userEvent.setup();
    await user.click(bell);
    await user.click(await screen.findByText('Your company has been approved'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url === '/api/v1/notifications/readMyNotifications/7'),
      ).toBe(true),
    );
  });

  it('says so when there are none', async () => {
    mockFetch(() => json({ success: true, data: { items: [], unreadCount: 0, total: 0 } }));
    renderDashboardPage(<NotificationBell />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications.')).toBeTruthy();
    expect(screen.getByText('Mark all read').closest('button')).toHaveProperty('disabled', true);
  });
});

describe('notifications page', () => {
  it('lists, filters unread and marks all read', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(NOTIFICATION_PATHS.mine)) {
        const unreadOnly = call.url.includes('status=unread');
        const items = unreadOnly ? [approved] : [approved, older];
        return listPage(items, { unreadCount: 1 });
      }
      return json({ success: true, data: { unreadCount: 0, total: 2 } });
    });
    renderDashboardPage(<NotificationsPage />);
    const table = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(table).findByText('Welcome')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByText('Unread (1)'));
    await waitFor(() => expect(within(table).queryByText('Welcome')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls.some((c) => c.url === NOTIFICATION_PATHS.markAllRead)).toBe(true));
  });
});

/** Five in the bell (its limit), newest first; #1 and #2 unread; nine in all, four of them unread. */
const five = [5, 4, 3, 2, 1].map((id) => ({
  ...approved,
  id,
  title: `Notice ${id}`,
  body: `Body ${id}`,
  link: null,
  isRead: id > 2,
}));
const pushed = { ...approved, id: 10, title: 'Acme asks to change its KYC details', link: null };

/** The bell over a server answering its list once: any later GET of it fails the test's count. */
async function renderLiveBell() {
  const mock = mockFetch((call) => {
    if (call.url === NOTIFICATION_PATHS.limited) {
      return json({ success: true, data: { items: five, unreadCount: 4, total: 9 } });
    }
    if (call.url === NOTIFICATION_PATHS.markAllRead) {
      return json({ success: true, data: { unreadCount: 0, total: 9 } });
    }
    return itemAnswer({ ...five[3], isRead: true });
  });
  renderDashboardPage(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
  const socket = FakeWebSocket.latest();
  act(() => {
    socket.open();
    socket.receive({ type: 'ready', userId: 3 });
  });
  await waitFor(() => expect(bell.getAttribute('data-realtime')).toBe('open'));
  return { ...mock, bell, socket };
}

const limitedGets = (calls: { url: string; method: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url === NOTIFICATION_PATHS.limited).length;

describe('the bell, live (SPEC §3)', () => {
  it('authenticates its socket with the stored token and shows the channel open', async () => {
    const { socket } = await renderLiveBell();
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/v1\/realtime$/);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 't' });
  });

  it('puts a pushed notification on top and counts it, the oldest dropping off, without a request', async () => {
    const { calls, socket } = await renderLiveBell();
    const before = calls.length;
    act(() => socket.receive({ type: 'notification', notification: pushed }));
    const bell = await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    await userEvent.setup().click(bell);
    const titles = await screen.findAllByText(/^(Notice \d|Acme asks)/);
    expect(titles.map((t) => t.textContent)).toEqual([
      'Acme asks to change its KYC details',
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
    ]);
    expect(calls).toHaveLength(before);
    // The same notification again (a push crossing a refetch) is not counted twice.
    act(() => socket.receive({ type: 'notification', notification: pushed }));
    expect(screen.getByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
  });

  it('takes one off the unread count when one is opened, and clears it on mark all read', async () => {
    const { calls, bell } = await renderLiveBell();
    const user = userEvent.setup();
    await user.click(bell);
    await user.click(await screen.findByText('Notice 2'));
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    const markAll = (await screen.findByText('Mark all read')).closest('button');
    if (!markAll) throw new Error('no Mark all read button');
    await user.click(markAll);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(calls.some((c) => c.url === NOTIFICATION_PATHS.markAllRead)).toBe(true);
    // The counts followed the rules: the bell's list was not asked again.
    expect(limitedGets(calls)).toBe(1);
  });

  it('asks again after a reconnect, for what was pushed while away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, socket, bell } = await renderLiveBell();
    act(() => socket.drop(1006));
    await waitFor(() => expect(bell.getAttribute('data-realtime')).toBe('connecting'));
    act(() => vi.advanceTimersByTime(30_000));
    const next = FakeWebSocket.latest();
    expect(next).not.toBe(socket);
    act(() => {
      next.open();
      next.receive({ type: 'ready', userId: 3 });
    });
    await waitFor(() => expect(limitedGets(calls)).toBe(2));
    expect(bell.getAttribute('data-realtime')).toBe('open');
  });

  it('shows the channel closed once the session has ended on the server', async () => {
    const { socket, bell } = await renderLiveBell();
    act(() => socket.drop(REALTIME_CLOSE.sessionEnded));
    await waitFor(() => expect(bell.getAttribute('data-realtime')).toBe('closed'));
  });
});

describe('the full list, live', () => {
  it('puts a pushed notification on top of the first page with both counts up', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith(NOTIFICATION_PATHS.mine))
        return listPage([approved, older], { unreadCount: 1 });
      return json({ success: true, data: { items: [approved, older], unreadCount: 1, total: 2 } });
    });
    renderDashboardPage(
      <>
        <NotificationBell />
        <NotificationsPage />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Notifications' });
    await within(table).findByText('Welcome');
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.receive({ type: 'ready', userId: 3 });
    });
    const before = calls.length;
    act(() => socket.receive({ type: 'notification', notification: pushed }));
    await within(table).findByText('Acme asks to change its KYC details');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Acme asks to change its KYC details');
    expect(screen.getByText('Unread (2)')).toBeTruthy();
    expect(calls).toHaveLength(before);
  });
});
