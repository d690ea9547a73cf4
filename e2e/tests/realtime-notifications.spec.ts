import {
  API_PATHS,
  CUSTOMER_KYC_PATHS,
  type CustomerKycMine,
  KYC_UPDATE_REQUEST_PATHS,
  KYC_UPDATE_REQUEST_STATUS,
  type KycUpdateRequest,
  LIMITED_NOTIFICATION_COUNT,
  type ListData,
  MESSAGES,
  NOTIFICATION_PATHS,
  STORAGE_KEYS,
} from '@fastforward/domain';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiSession,
  bell,
  bellDropdown,
  bellTitles,
  unreadCount,
  watchRealtimeSockets,
} from './support/realtime';
import { submitSignIn } from './support/users';

/**
 * Acceptance 2 of issue 14: the bell is live. The customer user watches; the forwarder's reviewer
 * acts (rejects the customer's KYC update request, which tells the user who asked). The request is
 * the journey's own and ends rejected: Acme's details stay as the other journeys left them.
 */
const CUSTOMER = 'acme.buyer';
const REVIEWER = 'ffd.admin';
const COMPANY = 'Acme Imports';
const REJECTED_TITLE = 'Your KYC update request was rejected';

type Headers = Record<string, string>;

/** Whatever of Acme's waits for a decision is rejected: one request waits at a time. */
async function rejectPending(request: APIRequestContext, reviewer: Headers, reason: string) {
  const list = await request.get(KYC_UPDATE_REQUEST_PATHS.list, {
    headers: reviewer,
    params: { status: KYC_UPDATE_REQUEST_STATUS.pending, search: COMPANY },
  });
  expect(list.ok()).toBe(true);
  const { items } = ((await list.json()) as { data: ListData<KycUpdateRequest> }).data;
  for (const item of items) {
    const rejected = await request.post(KYC_UPDATE_REQUEST_PATHS.reject.replace(':id', String(item.id)), {
      headers: reviewer,
      data: { reason },
    });
    expect(rejected.ok()).toBe(true);
  }
  return items.length;
}

/** The customer asks (through the API) for a new phone number; its reviewer has the request to decide. */
async function requestNewPhone(request: APIRequestContext, customer: Headers, phone: string) {
  const mine = await request.get(CUSTOMER_KYC_PATHS.mine, { headers: customer });
  expect(mine.ok()).toBe(true);
  const { details } = ((await mine.json()) as { data: { item: CustomerKycMine } }).data.item;
  if (!details) throw new Error(`${COMPANY} has no KYC details`);
  const asked = await request.post(KYC_UPDATE_REQUEST_PATHS.list, {
    headers: customer,
    data: { details: { ...details, phone }, remarks: 'The realtime journey asks.' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
}

/** Until the bell's list is full, so the next one pushes the oldest off: a request rejected, a notice. */
async function fillTheBell(request: APIRequestContext, customer: Headers, reviewer: Headers) {
  for (let round = 0; round < LIMITED_NOTIFICATION_COUNT; round += 1) {
    const limited = await request.get(NOTIFICATION_PATHS.limited, { headers: customer });
    const { items } = ((await limited.json()) as { data: { items: unknown[] } }).data;
    if (items.length >= LIMITED_NOTIFICATION_COUNT) return;
    await requestNewPhone(request, customer, '+49 40 555 0998');
    await rejectPending(request, reviewer, 'The realtime journey fills the bell.');
  }
}

async function openDashboard(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const realtime = watchRealtimeSockets(page);
  await page.goto('/login');
  // Generous: the sign-in page's first load is slow on a busy machine.
  await expect(page.getByText(MESSAGES.tagline)).toBeVisible({ timeout: 30_000 });
  await submitSignIn(page, CUSTOMER);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(bell(page)).toHaveAttribute('data-realtime', 'open', { timeout: 20_000 });
  return { context, page, realtime };
}

/** Counts the bell's list requests of `page` from now on. */
function countLimitedCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === NOTIFICATION_PATHS.limited) calls.push(r.url());
  });
  return calls;
}

test.describe.configure({ timeout: 120_000 });

test("another user's action reaches the bell at once, counted as SPEC §3 says; mark all read clears it", async ({
  browser,
  request,
}) => {
  const reviewer = await apiSession(request, REVIEWER);
  const customer = await apiSession(request, CUSTOMER);
  await rejectPending(request, reviewer, 'Superseded: the realtime journey asks again.');
  await fillTheBell(request, customer, reviewer);

  const { page, context, realtime } = await openDashboard(browser);
  const socket = await realtime.current();
  // Set now, still there after the push: the page was not reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const unreadBefore = await unreadCount(page);
  await bell(page).click();
  const titlesBefore = await bellTitles(page);
  expect(titlesBefore).toHaveLength(LIMITED_NOTIFICATION_COUNT);
  await bell(page).click();
  await expect(bellDropdown(page)).toBeHidden();
  const limitedCalls = countLimitedCalls(page);

  // The reviewer, in his own session, rejects the customer's request: the customer is told.
  await requestNewPhone(request, customer, '+49 40 555 0999');
  const pushed = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes(REJECTED_TITLE),
    timeout: 30_000,
  });
  expect(await rejectPending(request, reviewer, 'The realtime journey checks the bell.')).toBe(1);
  await pushed;

  // Prepended, the oldest dropped, the unread count one up.
  await expect(bell(page)).toHaveAttribute('aria-label', `Notifications, ${unreadBefore + 1} unread`, {
    timeout: 20_000,
  });
  await bell(page).click();
  const titlesAfter = await bellTitles(page);
  expect(titlesAfter).toEqual([REJECTED_TITLE, ...titlesBefore].slice(0, LIMITED_NOTIFICATION_COUNT));
  expect(limitedCalls).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Mark all read: the count is gone, the list stays.
  await bellDropdown(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notifications');
  expect(await bellTitles(page)).toEqual(titlesAfter);
  await context.close();
});

test('logging out in another tab of the session closes the socket, and it stays closed', async ({
  browser,
}) => {
  const { page, context, realtime } = await openDashboard(browser);
  const socket = await realtime.current();
  const closed = socket.waitForEvent('close', { timeout: 30_000 });

  // A second tab of the same session (the context shares its storage) logs out.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'User menu' }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await other.waitForURL((url) => !url.pathname.startsWith('/dashboard'));

  await closed;
  // Whichever came first, the other tab's cleared storage (the bell stays, its channel closed) or
  // the server's close (a request then finds the session over and leaves the dashboard), no bell
  // here is live any more.
  await expect(page.locator('[data-realtime="open"]')).toHaveCount(0);
  // No reconnect: the session is over.
  await page.waitForTimeout(3_000);
  expect(realtime.sockets.filter((s) => !s.isClosed())).toHaveLength(0);
  await context.close();
});

test("revoking the session on the server closes the tab's socket", async ({ browser, request }) => {
  const { page, context, realtime } = await openDashboard(browser);
  const socket = await realtime.current();
  const closed = socket.waitForEvent('close', { timeout: 30_000 });

  // The session ends without this tab's doing: its token is logged out through the API.
  const token = await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
  const logout = await request.post(API_PATHS.logout, { headers: { authorization: `Bearer ${token}` } });
  expect(logout.ok()).toBe(true);

  await closed;
  // The tab finds out at once: its session ended (the dialog) and no socket is open again.
  await expect(page.getByRole('dialog', { name: MESSAGES.sessionExpiredTitle })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(3_000);
  expect(realtime.sockets.filter((s) => !s.isClosed())).toHaveLength(0);
  await context.close();
});
