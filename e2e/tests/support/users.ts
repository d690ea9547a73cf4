import { API_PATHS, MESSAGES, SUPER_ADMIN_USERNAME } from '@fastforward/domain';
import { expect, type Page } from '@playwright/test';

/** README: every demo user's password; the e2e server's super-administrator password is in the config. */
export const DEMO_PASSWORD = 'FastForward1';
export const SUPER_ADMIN = { username: SUPER_ADMIN_USERNAME, password: 'Admin-Password-1' } as const;

/** Once the sign-in page shows, fills its form as a user types it and presses Login. */
export async function submitSignIn(page: Page, username: string, password: string = DEMO_PASSWORD) {
  await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the sign-in page and signs in; the caller asserts where the login flow lands. */
export async function signIn(page: Page, username: string, password: string = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitSignIn(page, username, password);
}

/** The super-administrator's access token, for reading the mail outbox through the API. */
export async function superAdminToken(page: Page): Promise<string> {
  const response = await page.request.post(API_PATHS.login, { data: SUPER_ADMIN });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}
