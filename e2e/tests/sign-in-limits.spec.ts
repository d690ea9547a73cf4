import { API_PATHS, MESSAGES, tooManyAttemptsMessage } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, submitSignIn } from './support/users';

/** More than the e2e server's failure limit per account (playwright.config.ts), so the loop must end refused. */
const MAX_ATTEMPTS = 12;

/** Presses Login and answers the dialog it opens: its title, its text and the login call's Retry-After. */
async function attempt(page: Page, username: string, password: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith(API_PATHS.login));
  await submitSignIn(page, username, password);
  const response = await answer;
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const title = (await dialog.getByRole('heading').first().textContent())?.trim();
  const text = await dialog.textContent();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  return { status: response.status(), title, text, retryAfter: response.headers()['retry-after'] };
}

test('failed sign-ins on one account end refused with the wait shown, and the right password waits too', async ({
  page,
}) => {
  // An account only this test uses (an unknown name is counted like a known one): nothing else locks.
  const username = `nobody.${Date.now().toString(36)}`;
  await page.goto('/login');
  const failures: string[] = [];
  let refused: Awaited<ReturnType<typeof attempt>> | undefined;
  for (let i = 0; i < MAX_ATTEMPTS && !refused; i++) {
    const outcome = await attempt(page, username, `Wrong-Password-${i}`);
    if (outcome.status === 429) refused = outcome;
    else {
      expect(outcome.status).toBe(401);
      expect(outcome.text).toContain(MESSAGES.invalidCredentials);
      failures.push(outcome.text ?? '');
    }
  }
  expect(refused, `still not refused after ${MAX_ATTEMPTS} failures`).toBeDefined();
  expect(failures.length).toBeGreaterThan(0);
  const wait = Number(refused?.retryAfter);
  expect(wait).toBeGreaterThan(0);
  expect(refused?.title).toBe('Too Many Requests');
  expect(refused?.text).toContain(tooManyAttemptsMessage(wait));
  expect(refused?.text).toMatch(/Try again in \d+ (minutes?|seconds?)\./);

  // Guessing cannot go on: the next attempt is refused before any password is checked.
  const again = await attempt(page, username, DEMO_PASSWORD);
  expect(again.status).toBe(429);
  expect(again.text).toMatch(/Too many attempts\. Try again in \d+ (minutes?|seconds?)\./);
  // The form is back with the name typed, and nobody else is locked out from this address.
  await expect(page.getByLabel('Username')).toHaveValue(username);
  await signIn(page, 'ffd.docs');
  await page.waitForURL('/dashboard');
});
