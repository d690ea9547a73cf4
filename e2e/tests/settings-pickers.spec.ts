import { ROUTES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { chooseOption } from './support/pickers';
import { signIn } from './support/users';

const SAVED = 'Basic settings saved. The company setup is complete.';

// Runs after settings-completion.spec.ts (files run in name order): Horizon's settings are complete.
test.beforeEach(async ({ page }) => {
  await signIn(page, 'horizon.settings');
  await page.waitForURL(ROUTES.dashboard);
  await page.goto(ROUTES.companySettings);
  await expect(page.getByRole('heading', { name: 'Basic Settings', level: 1 })).toBeVisible();
});

test('the country, currency and time zone are chosen by name, saved as codes and shown again after a reload', async ({
  page,
}) => {
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  await expect(country).toHaveValue('United Arab Emirates (AE)');

  await chooseOption(page, 'Country', 'Singapore', 'Singapore (SG)');
  await chooseOption(page, 'Base currency', 'Singapore', 'SGD — Singapore Dollar');
  await chooseOption(page, 'Time zone', 'Singapore', 'Asia/Singapore');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.reload();
  await expect(country).toHaveValue('Singapore (SG)');
  await expect(page.getByRole('combobox', { name: 'Base currency', exact: true })).toHaveValue(
    'SGD — Singapore Dollar',
  );
  await expect(page.getByRole('combobox', { name: 'Time zone', exact: true })).toHaveValue('Asia/Singapore');

  // The whole name fits: nothing is cut to the length of a code.
  await chooseOption(page, 'Country', 'United Arab', 'United Arab Emirates (AE)');
  await chooseOption(page, 'Base currency', 'Dirham', 'AED — UAE Dirham');
  await chooseOption(page, 'Time zone', 'Dubai', 'Asia/Dubai');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.reload();
  await expect(country).toHaveValue('United Arab Emirates (AE)');
});

test('a save is confirmed only when it succeeded, and the confirmation goes with the next edit', async ({
  page,
}) => {
  const city = page.getByLabel('City');
  await expect(city).not.toHaveValue('');
  const stored = await city.inputValue();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await city.fill(`${stored} `);
  await expect(page.getByText(SAVED)).toHaveCount(0);

  // Emptied required fields: their messages, and no success beside them.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await page.getByLabel('Address line 1').fill('');
  await city.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address line 1 is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText(SAVED)).toHaveCount(0);

  // Nothing was stored: the page shows the saved settings again.
  await page.reload();
  await expect(city).toHaveValue(stored);
});
