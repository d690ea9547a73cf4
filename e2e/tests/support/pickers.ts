import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Types into a searching picker of `scope` (a form, or the page) as a user does, then clicks the
 * first option it offers that matches.
 */
export async function searchAndChoose(
  page: Page,
  scope: Page | Locator,
  label: string,
  typed: string,
  option: RegExp,
) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  // A picker fed by a reference list is disabled until the list has loaded.
  await expect(field).toBeEnabled();
  await field.click();
  await field.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option', { name: option }).first().click();
}
