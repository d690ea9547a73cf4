import { API_PATHS, REALTIME_PATH } from '@fastforward/domain';
import { type APIRequestContext, expect, type Page, type WebSocket } from '@playwright/test';
import { DEMO_PASSWORD } from './users';

/** Bearer headers of a fresh API session of `username` (a session of its own, not the browser's). */
export async function apiSession(request: APIRequestContext, username: string) {
  const login = await request.post(API_PATHS.login, { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return { authorization: `Bearer ${token}` };
}

/** The header's bell; its data-realtime tells the state of the tab's channel. */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

/** The unread count the bell's label states (0 when it states none). */
export async function unreadCount(page: Page) {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(label)?.[1] ?? 0);
}

/** The bell's open dropdown. */
export const bellDropdown = (page: Page) =>
  page.getByRole('dialog').filter({ hasText: 'See all notifications' });

/** The titles the open bell lists, newest first. */
export async function bellTitles(page: Page) {
  const dropdown = bellDropdown(page);
  await expect(dropdown).toBeVisible();
  return dropdown.locator('.mantine-Anchor-root > p:first-child').allInnerTexts();
}

/**
 * Records the realtime sockets `page` opens (call before the page loads): Playwright sees the
 * frames and the close, whatever the page shows.
 */
export function watchRealtimeSockets(page: Page) {
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === REALTIME_PATH) sockets.push(socket);
  });
  return {
    sockets,
    /** The one socket open now, waited for. */
    async current() {
      await expect.poll(() => sockets.filter((s) => !s.isClosed()).length, { timeout: 20_000 }).toBe(1);
      const open = sockets.find((s) => !s.isClosed());
      if (!open) throw new Error('no open realtime socket');
      return open;
    },
  };
}
