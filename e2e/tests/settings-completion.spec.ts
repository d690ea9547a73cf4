import { ROUTES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { chooseOption } from './support/pickers';
import { signIn } from './support/users';

// Runs after login-flow.spec.ts (files run in name order): that file expects Horizon incomplete.
test('a settings manager is sent to company settings, completes them, and is sent to the dashboard next time', async ({
  page,
}) => {
  await signIn(page, 'horizon.settings');
  await page.waitForURL(ROUTES.companySettings);
  await expect(page.getByRole('heading', { name: 'Basic Settings', level: 1 })).toBeVisible();

  // What the company gave at registration is already there.
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue(
    'United Arab Emirates (AE)',
  );
  await expect(page.getByLabel('Phone')).toHaveValue('+971 4 555 0200');
  await page.getByLabel('Legal name').fill('Horizon Logistics FZE');
  await page.getByLabel('Address line 1').fill('Plot 12, Jebel Ali Free Zone');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('Contact e-mail').fill('ops@horizon.example');
  await chooseOption(page, 'Base currency', 'dirham', 'AED — UAE Dirham');
  await chooseOption(page, 'Time zone', 'Dubai', 'Asia/Dubai');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic settings saved. The company setup is complete.')).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(ROUTES.login);
  await signIn(page, 'horizon.settings');
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
