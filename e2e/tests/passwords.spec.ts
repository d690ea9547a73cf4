import { API_PATHS, MAIL_OUTBOX_ROUTES, MESSAGES, PASSWORD_REQUIREMENTS, ROUTES } from '@fastforward/domain';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn, submitSignIn } from './support/users';

/*
 * Each journey changes the password of its own user: ffd.newhire (first login) and ffd.ops (reset
 * link), whom no later journey signs in as. login-flow.spec.ts still sees ffd.newhire's first login
 * because a single worker runs the files in alphabetical order.
 */

const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });
const hints = (page: Page) => page.getByRole('list', { name: 'Password requirements' });
const updateButton = (page: Page) => page.getByRole('button', { name: 'Update' });

/** Holds every matching request until release() is called, to see what shows while it runs. */
async function holdRequests(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Reads the newest reset e-mail to username in the platform's mail outbox and returns its link. */
async function readResetLinkFromOutbox(browser: Browser, username: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await admin.waitForURL(ROUTES.superUserDashboard);
  await admin.goto(MAIL_OUTBOX_ROUTES.page);
  await admin.getByLabel('Search e-mails').fill(`${username}@`);
  const mail = admin
    .getByRole('table', { name: 'Mail outbox' })
    .getByRole('row')
    .filter({ hasText: `${username}@` })
    .filter({ hasText: 'reset your password' })
    .first();
  await expect(mail).toBeVisible();
  // The message cell: the e-mail's text, the link on a line of its own.
  const text = await mail.getByRole('cell').nth(2).textContent();
  await context.close();
  const link = /https?:\/\/\S+\/update-password\/\S+/.exec(text ?? '')?.[0];
  expect(link, 'the reset e-mail carries a link').toBeDefined();
  return link ?? '';
}

/** The reset page's expiry answer: an Error dialog, and OK leads to /login. */
async function expectExpiredLink(page: Page) {
  const dialog = page.getByRole('dialog', { name: MESSAGES.errorTitle });
  await expect(dialog).toContainText(MESSAGES.resetLinkExpired);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(ROUTES.login);
  await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
}

test('first login: ffd.newhire is told what is wrong, then changes the password and signs in with it', async ({
  page,
}) => {
  await signIn(page, 'ffd.newhire');
  await page.waitForURL(ROUTES.changePassword);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  const confirmation = page.getByLabel('Confirm Password', { exact: true });
  const alert = page.getByRole('alert');

  // Both fields empty.
  await updateButton(page).click();
  await expect(alert).toHaveText(MESSAGES.passwordEmpty);

  // The hint block lists the requirements while the password is invalid, each marked met or not.
  await passwordInput(page).fill('abc');
  await expect(hints(page).getByRole('listitem')).toHaveCount(PASSWORD_REQUIREMENTS.length);
  for (const requirement of PASSWORD_REQUIREMENTS) {
    await expect(hints(page).getByRole('listitem').filter({ hasText: requirement.label })).toContainText(
      requirement.key === 'lowercase' ? '(met)' : '(not met)',
    );
  }
  await updateButton(page).click();
  await expect(alert).toHaveText(MESSAGES.passwordEmpty);

  // Different fields: the live line, then the mismatch message on Update.
  await confirmation.fill('abd');
  await expect(page.getByText(MESSAGES.passwordNotSame)).toBeVisible();
  await updateButton(page).click();
  await expect(alert).toHaveText(MESSAGES.passwordMismatch);

  // Equal but too weak.
  await confirmation.fill('abc');
  await expect(page.getByText(MESSAGES.passwordNotSame)).toHaveCount(0);
  await updateButton(page).click();
  await expect(alert).toHaveText(MESSAGES.passwordRequirementNotMet);

  // A valid pair: the hints go away, the change succeeds and ends at /login.
  const newPassword = 'Newhire-Pass-2';
  await passwordInput(page).fill(newPassword);
  await expect(hints(page)).toHaveCount(0);
  await confirmation.fill(newPassword);
  await updateButton(page).click();
  const done = page.getByRole('dialog', { name: MESSAGES.passwordChangedTitle });
  await expect(done).toContainText(MESSAGES.passwordChangedText);
  await done.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(ROUTES.login);

  await submitSignIn(page, 'ffd.newhire', newPassword);
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Welcome, Nina Newhire' })).toBeVisible();
});

test('forgot password: the e-mailed link resets the password once, then is expired', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await page.waitForURL(ROUTES.forgotPassword);
  // The router keeps the sign-in form on screen while the page's chunk loads: wait for the new page.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Username').fill('ffd.ops');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.forgotPasswordSent);

  const link = await readResetLinkFromOutbox(browser, 'ffd.ops');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: MESSAGES.resetPasswordTitle })).toBeVisible();
  const confirmation = page.getByLabel('Password Confirmation', { exact: true });

  // Invalid and different: the hint block and the live mismatch line; Update says why.
  await passwordInput(page).fill('short');
  await expect(hints(page)).toBeVisible();
  await confirmation.fill('shorter');
  await expect(page.getByText(MESSAGES.passwordNotSame)).toBeVisible();
  await updateButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordMismatch);

  // A valid pair, with the answer held back to see the full-window spinner.
  const newPassword = 'Pricing-Reset-3';
  await passwordInput(page).fill(newPassword);
  await confirmation.fill(newPassword);
  await expect(hints(page)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.passwordNotSame)).toHaveCount(0);
  const release = await holdRequests(page, API_PATHS.updatePassword);
  await updateButton(page).click();
  const spinner = page.getByRole('status', { name: 'Loading' });
  await expect(spinner).toContainText(MESSAGES.updatingPassword);
  release();
  const done = page.getByRole('dialog', { name: MESSAGES.passwordChangedTitle });
  await expect(done).toContainText(MESSAGES.passwordChangedText);
  await expect(spinner).toHaveCount(0);
  await done.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(ROUTES.login);

  await submitSignIn(page, 'ffd.ops', newPassword);
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Welcome, Omar Operations' })).toBeVisible();

  // The same link a second time.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expectExpiredLink(page);
});

test.describe('reset links that cannot be used', () => {
  const inOneHour = () => Date.now() + 60 * 60 * 1000;
  const wellFormedToken = 'A'.repeat(43);

  test('a link whose timestamp has passed is expired', async ({ page }) => {
    await page.goto(`/update-password/ffd.docs/${Date.now() - 60_000}?token=${wellFormedToken}`);
    await expectExpiredLink(page);
  });

  test('a link without a token is expired', async ({ page }) => {
    await page.goto(`/update-password/ffd.docs/${inOneHour()}`);
    await expectExpiredLink(page);
  });

  test('a link with a wrong token is expired', async ({ page }) => {
    await page.goto(`/update-password/ffd.docs/${inOneHour()}?token=${wellFormedToken}`);
    await expectExpiredLink(page);
  });
});
