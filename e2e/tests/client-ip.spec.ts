import { API_PATHS, HEADERS, ROUTES, STORAGE_KEYS } from '@fastforward/domain';
import { expect, type Page, type Request, test } from '@playwright/test';
import { signIn } from './support/users';

/** The address the e2e server sees: Playwright's browser calls it on the loopback. */
const LOOPBACK = '127.0.0.1';

const readStorage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

test('sign-in stores the client IP the API sees, and every call after it carries the header', async ({
  page,
}) => {
  const loginAnswer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.login));
  const profileCall = page.waitForRequest((request) => request.url().endsWith(API_PATHS.myProfile));
  const afterLogin: Request[] = [];
  page.on('request', (request) => {
    if (isApiCall(request) && !request.url().endsWith(API_PATHS.login)) afterLogin.push(request);
  });
  await signIn(page, 'ffd.docs');

  const answered = (await (await loginAnswer).json()) as { data: { clientIp: string } };
  expect(answered.data.clientIp).toBe(LOOPBACK);
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  expect(await readStorage(page, STORAGE_KEYS.clientIp)).toBe(LOOPBACK);

  expect((await profileCall).headers()[HEADERS.clientIp]).toBe(LOOPBACK);
  expect(afterLogin.length).toBeGreaterThan(1);
  for (const request of afterLogin) {
    expect(request.headers()[HEADERS.clientIp], new URL(request.url()).pathname).toBe(LOOPBACK);
  }
});

test('a stored session without the client IP learns it at the next token refresh', async ({ page }) => {
  await signIn(page, 'ffd.docs');
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  // A session stored before the API told the address, with an access token that has expired.
  await page.evaluate(
    ([clientIpKey, tokenKey]) => {
      window.localStorage.removeItem(clientIpKey);
      window.localStorage.setItem(tokenKey, 'expired.access.token');
    },
    [STORAGE_KEYS.clientIp, STORAGE_KEYS.token] as const,
  );
  const refreshed = page.waitForResponse((response) => response.url().endsWith(API_PATHS.refreshToken));
  const retriedProfile = page.waitForRequest(
    (request) =>
      request.url().endsWith(API_PATHS.myProfile) &&
      request.headers().authorization !== 'Bearer expired.access.token',
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  expect((await retriedProfile).headers()[HEADERS.clientIp]).toBe(LOOPBACK);
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
  expect(await readStorage(page, STORAGE_KEYS.clientIp)).toBe(LOOPBACK);
});
