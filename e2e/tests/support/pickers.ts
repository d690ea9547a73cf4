import { expect, type Page } from '@playwright/test';

/**
 * Chooses an option of a searchable picker (country, currency, time zone) as a user does: types
 * part of its name into the field labelled `label`, then clicks the option; the field then shows it.
 */
export async function chooseOption(page: Page, label: string, search: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  // The picker is disabled until its list has loaded.
  await expect(field).toBeEnabled();
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}
