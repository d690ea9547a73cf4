import { API_PATHS, REGISTRATION_ROUTES, ROUTES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';

test('the sign-in screen links to company registration under its form', async ({ page }) => {
  await page.goto(ROUTES.login);
  // The SPEC §2 elements are all still there.
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FastForward website' })).toBeVisible();

  await page.getByRole('link', { name: 'Register your company' }).click();
  await page.waitForURL(REGISTRATION_ROUTES.form);
  await expect(page.getByRole('heading', { name: /register/i, level: 1 })).toBeVisible();
});

test('Forgot Password sent empty says the username is missing and sends nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API_PATHS.forgotPassword)) sent.push(request.url());
  });
  await page.goto(ROUTES.forgotPassword);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await page.getByLabel('Username').fill('ffd.docs');
  await expect(page.getByText('Username is required')).toHaveCount(0);
});
