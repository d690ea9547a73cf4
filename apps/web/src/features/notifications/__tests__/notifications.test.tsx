import { NOTIFICATION_PATHS } from '@fastforward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { itemAnswer, listPage } from '../../../test/answers';
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
