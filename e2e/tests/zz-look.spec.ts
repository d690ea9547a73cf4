import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/users';

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/look/${name}.png`, fullPage: true });

test('look at the new screens', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'ffd.ops');
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/operations/jobs');
  const table = page.getByRole('table', { name: 'Jobs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Choose the columns of Jobs' }).click();
  await shoot(page, 'board-columns');
  await page.keyboard.press('Escape');
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Containers' }).click();
  await expect(page.getByRole('region', { name: 'Containers' })).toBeVisible();
  await page.waitForTimeout(1500);
  await shoot(page, 'containers');
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'ffd.pricing');
  await page.waitForURL('/dashboard');
  await page.goto('/dashboard/customer-enquiries');
  await page.waitForTimeout(2500);
  await shoot(page, 'enquiries');
  const first = page.getByRole('table').getByRole('row').nth(1).getByRole('link').first();
  await first.click();
  await page.waitForTimeout(2500);
  await shoot(page, 'enquiry');
});
