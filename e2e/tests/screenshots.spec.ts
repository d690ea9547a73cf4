import { API_PATHS, MAIL_OUTBOX_ROUTES, MESSAGES, ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from './support/users';

/** Screens for a person to look at (test-results/screens); each is taken once its content is there. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

test('screens of the sign-in page, both dashboards and the reset-password page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
  await shoot(page, 'sign-in');

  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Admin' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Modules' }).getByRole('button').first()).toBeVisible();
  await shoot(page, 'dashboard-ffd-admin');

  // At least one e-mail in the outbox, whichever files ran before.
  const forgot = await page.request.post(API_PATHS.forgotPassword, { data: { username: 'nova.staff' } });
  expect(forgot.ok()).toBe(true);
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.waitForURL(ROUTES.superUserDashboard);
  await expect(page.getByRole('group', { name: 'Companies' })).toBeVisible();
  await shoot(page, 'super-user-dashboard');
  await page.goto(MAIL_OUTBOX_ROUTES.page);
  await expect(page.getByRole('table', { name: 'Mail outbox' })).toBeVisible();
  await shoot(page, 'mail-outbox');

  // The link check answers "usable" so the form stays on screen without spending a real link.
  await page.evaluate(() => window.localStorage.clear());
  await page.route(`**${API_PATHS.forgotPasswordLinkCheck}/**`, (route) =>
    route.fulfill({ json: { success: true, data: { result: true } } }),
  );
  await page.goto(`/update-password/ffd.admin/${Date.now() + 3_600_000}?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: MESSAGES.resetPasswordTitle })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
  await shoot(page, 'reset-password');
});

test('screens of the organisation layer: registration, settings, logs, platform documents and administrators', async ({
  page,
}) => {
  await page.goto('/registrationForm');
  await expect(page.getByRole('heading', { name: 'Register your company' })).toBeVisible();
  await expect(page.getByLabel(/I have read and accept the licence agreement/)).toBeVisible();
  await shoot(page, 'registration-form');

  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  for (const [path, heading, name] of [
    ['/dashboard/companySettings/do-settings', 'DO Settings', 'do-settings'],
    ['/dashboard/companySettings/email-sms-settings', /E-mail/, 'email-sms-settings'],
    ['/dashboard/companySettings/message-logs', /Logs/, 'message-logs'],
    ['/dashboard/notifications', 'Notifications', 'notifications'],
  ] as const) {
    await page.goto(path);
    await expect(
      page
        .getByRole('heading', { name: heading, level: 1 })
        .or(page.getByRole('heading', { name: heading, level: 2 }))
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, name);
  }

  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
  await page.waitForURL(ROUTES.superUserDashboard);
  for (const [path, name] of [
    ['/insert-agreement-form', 'agreement-form'],
    ['/super-user-dashboard/admins', 'platform-admins'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('table').first()).toBeVisible();
    await shoot(page, name);
  }
});

test('screens of the Masters module', async ({ page }) => {
  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  for (const name of [
    'weight-slabs',
    'free-days',
    'ports',
    'news',
    'cities',
    'exchange-rates',
    'shipping-lines',
  ]) {
    await page.goto(`/dashboard/masters/${name}`);
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, `masters-${name}`);
  }
  await page.goto('/dashboard/masters/free-days');
  await page.getByRole('button', { name: 'New free days' }).click();
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Port' })
    .pressSequentially('hamb', { delay: 30 });
  await expect(page.getByRole('option', { name: /DEHAM/ })).toBeVisible();
  await shoot(page, 'masters-port-picker');
});
