import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { signIn } from './support/users';

const NO_MATCH = 'No port matches. Add your own port or custom point with New port.';

/** Picks a country in the country picker of `within` (the list's filter or the form's field). */
async function chooseCountry(page: Page, within: Page | Locator, typed: string, option: string) {
  const picker = within.getByRole('combobox', { name: 'Country' });
  // The picker is disabled until the countries have loaded.
  await expect(picker).toBeEnabled();
  await picker.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(picker).toHaveValue(option);
}

test("the Ports master finds the world's shipped ports by typing, filters them by country, and keeps the company's own beside them", async ({
  page,
}, testInfo) => {
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Masters', 'Ports');
  await expect(page.getByRole('heading', { name: 'Ports', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Ports' });
  const row = (code: string) => table.getByRole('row').filter({ hasText: code });

  // A shipped port, found by part of its name: read only.
  await page.getByLabel('Search ports').fill('jebel');
  await expect(row('AEJEA')).toContainText('Jebel Ali');
  await expect(row('AEJEA')).toContainText('Shipped');
  await expect(row('AEJEA').getByRole('button', { name: 'Edit AEJEA' })).toHaveCount(0);

  await chooseCountry(page, page, 'India', 'India (IN)');
  await expect(table.getByText(NO_MATCH)).toBeVisible();
  await chooseCountry(page, page, 'United Arab', 'United Arab Emirates (AE)');
  await expect(row('AEJEA')).toContainText('United Arab Emirates');

  // The company's own custom point joins the same list.
  await page.getByRole('button', { name: 'New port' }).click();
  const form = page.getByRole('dialog', { name: 'New port' });
  await form.getByLabel('Type').selectOption('dry');
  await chooseCountry(page, form, 'United Arab', 'United Arab Emirates (AE)');
  await form.getByLabel('Code').fill('AEQJB');
  await form.getByLabel('Name').fill('Jebel Ali Logistics Depot');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(row('AEQJB')).toContainText('Own');
  await expect(row('AEJEA')).toContainText('Shipped');

  await page.getByLabel('Source').selectOption({ label: "Your company's" });
  await expect(row('AEQJB').getByRole('button', { name: 'Edit AEQJB' })).toBeVisible();
  await expect(row('AEJEA')).toHaveCount(0);
  await page.getByLabel('Source').selectOption({ label: 'All ports' });
  await expect(row('AEJEA')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ports-master.png'), fullPage: true });
});
