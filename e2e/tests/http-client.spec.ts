import { API_PATHS, MESSAGES, ROUTES, STORAGE_KEYS } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { latestMailTo, linkIn } from './support/organisation';
import { DEMO_PASSWORD, signIn } from './support/users';

/** A well-formed access token the server did not sign: it answers 401 to it. */
const FORGED_TOKEN = [
  { alg: 'HS256', typ: 'JWT' },
  { userId: 2, sessionId: 'forged', exp: Math.floor(Date.now() / 1000) + 3600 },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('bm90LXRoZS1zZXJ2ZXJzLXNpZ25hdHVyZQ')
  .join('.');

const readStorage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

async function signInToDashboard(page: Page, username: string) {
  await signIn(page, username);
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
}

test('parallel 401s share one token refresh, each call is retried and the dashboard renders', async ({
  page,
}) => {
  await signInToDashboard(page, 'ffd.ops');
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    STORAGE_KEYS.token,
    FORGED_TOKEN,
  ] as const);

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(API_PATHS.refreshToken)) {
      refreshes.push(request.url());
    }
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Omar Operations' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The calls the dashboard makes at once as it opens (its modules and profile, asked for with its
  // code) were refused with the forged token exactly once, and one refresh served them all.
  expect(unauthorized).toEqual(expect.arrayContaining([API_PATHS.modules, API_PATHS.myProfile]));
  expect(new Set(unauthorized).size).toBe(unauthorized.length);
  expect(refreshes).toHaveLength(1);
  expect(await readStorage(page, STORAGE_KEYS.token)).not.toBe(FORGED_TOKEN);
});

test('a 401 that arrives after the refresh finished retries with the new token, without a second refresh', async ({
  page,
}) => {
  await signInToDashboard(page, 'ffd.ops');
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    STORAGE_KEYS.token,
    FORGED_TOKEN,
  ] as const);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(API_PATHS.refreshToken)) {
      refreshes.push(request.url());
    }
  });
  // The profile call (sent with the forged token) is slow: its 401 comes back after the refresh.
  const refreshAnswered = page.waitForResponse((response) => response.url().endsWith(API_PATHS.refreshToken));
  let held = false;
  await page.route(`**${API_PATHS.myProfile}`, async (route) => {
    if (!held) {
      held = true;
      await refreshAnswered;
    }
    await route.continue();
  });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Omar Operations' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(refreshes).toHaveLength(1);
});

test("a failed refresh ends the session: 'Session Expired', back to / and a reload", async ({ page }) => {
  await signInToDashboard(page, 'ffd.docs');
  await page.evaluate(
    ([tokenKey, token, refreshKey]) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem(refreshKey, 'a-refresh-token-the-server-never-issued');
    },
    [STORAGE_KEYS.token, FORGED_TOKEN, STORAGE_KEYS.refreshToken] as const,
  );

  await page.reload();
  const dialog = page.getByRole('dialog', { name: MESSAGES.sessionExpiredTitle });
  await expect(dialog).toHaveText(new RegExp(MESSAGES.sessionExpiredText.replace('.', '\\.')));
  expect(new URL(page.url()).pathname).toBe(ROUTES.root);
  expect(await readStorage(page, STORAGE_KEYS.token)).toBeNull();

  // The page reloads by itself a few seconds later: a fresh sign-in page, no dialog left.
  await page.waitForEvent('load');
  await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe(ROUTES.root);
});

test('a repeated POST cancels the earlier one in flight, silently', async ({ page }) => {
  // A real reset link for ffd.accounts, read from the outbox through the API. The new password is
  // the demo one again: later journeys sign in as ffd.accounts.
  const forgot = await page.request.post(API_PATHS.forgotPassword, { data: { username: 'ffd.accounts' } });
  expect(forgot.ok()).toBe(true);
  // A background job writes the mail: latestMailTo waits for it.
  const link = linkIn(await latestMailTo(page, 'ffd.accounts@'), /https?:\/\/\S+\/update-password\/\S+/);

  const updates: string[] = [];
  const aborted: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API_PATHS.updatePassword)) updates.push(request.method());
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith(API_PATHS.updatePassword)) aborted.push(request.failure()?.errorText ?? '');
  });
  // The first update is held; it is still in flight when the user submits again.
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  let seen = 0;
  await page.route(`**${API_PATHS.updatePassword}`, async (route) => {
    seen += 1;
    if (seen === 1) {
      await firstHeld;
      await route.continue().catch(() => undefined);
      return;
    }
    await route.continue();
  });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: MESSAGES.resetPasswordTitle })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password Confirmation', { exact: true }).fill(DEMO_PASSWORD);
  const update = page.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(page.getByRole('status', { name: 'Loading' })).toContainText(MESSAGES.updatingPassword);
  // Impatient: Enter on the still-focused Update button submits the same form again.
  await expect(update).toBeFocused();
  await page.keyboard.press('Enter');

  const done = page.getByRole('dialog', { name: MESSAGES.passwordChangedTitle });
  await expect(done).toBeVisible();
  releaseFirst();
  expect(updates).toEqual(['POST', 'POST']);
  await expect.poll(() => aborted).toEqual([expect.stringContaining('ERR_ABORTED')]);
  // Only the success shows: the cancelled first request put up no error dialog of its own.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByText(MESSAGES.updateUnsuccessful)).toHaveCount(0);
  await done.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(ROUTES.login);
});

test.describe('version polling', () => {
  test("signed in, a new server version opens 'New Version Available' and OK signs out", async ({ page }) => {
    await page.clock.install();
    await signInToDashboard(page, 'swift.vendor');
    const installed = await readStorage(page, STORAGE_KEYS.currentAppVersion);
    expect(installed).toBeTruthy();

    const newVersion = `${installed}-next`;
    await page.route(`**${API_PATHS.meta}`, (route) => route.fulfill({ json: { version: newVersion } }));
    await page.clock.fastForward(15_000);

    const dialog = page.getByRole('dialog', { name: MESSAGES.newVersionTitle });
    await expect(dialog).toContainText(MESSAGES.newVersionLoggedIn);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(ROUTES.login);
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
    expect(await readStorage(page, STORAGE_KEYS.token)).toBeNull();
    expect(await readStorage(page, STORAGE_KEYS.refreshToken)).toBeNull();
    expect(await readStorage(page, STORAGE_KEYS.modulesPermissions)).toBeNull();
  });

  test('signed out, a new server version is stored silently', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await expect.poll(() => readStorage(page, STORAGE_KEYS.currentAppVersion)).toBeTruthy();

    await page.route(`**${API_PATHS.meta}`, (route) => route.fulfill({ json: { version: 'e2e-next' } }));
    await page.clock.fastForward(15_000);
    await expect.poll(() => readStorage(page, STORAGE_KEYS.currentAppVersion)).toBe('e2e-next');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
