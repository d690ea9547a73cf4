import { LOCAL_CHARGE_COLUMNS, TRANSPORT_CHARGE_COLUMNS } from '@fastforward/domain';
import { expect, type Locator, test } from '@playwright/test';
import { dayFromToday } from './support/dates';
import { openFromNav } from './support/organisation';
import { searchAndChoose } from './support/pickers';
import { signIn } from './support/users';

/** The column headers as a reader hears them: the drawn sort arrows are not part of their names. */
const headersOf = (table: Locator) =>
  table.getByRole('columnheader').evaluateAll((cells) =>
    cells.map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return copy.textContent?.trim();
    }),
  );

test('pricing opens both charge tables with the SPEC §9 columns and files a local charge', async ({
  page,
}) => {
  await signIn(page, 'ffd.pricing');
  await expect(page).toHaveURL(/\/dashboard$/);

  await openFromNav(page, 'Valid Rates', 'Transport Charges');
  const transport = page.getByRole('table', { name: 'Transport Charges' });
  // The demo's legs are listed: the rows, and the Action column with them, are in.
  await expect(transport.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 15_000 });
  expect(await headersOf(transport)).toEqual([...TRANSPORT_CHARGE_COLUMNS]);

  await openFromNav(page, 'Valid Rates', 'Local Charges');
  const table = page.getByRole('table', { name: 'Local Charges' });
  await expect(table.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 15_000 });
  expect(await headersOf(table)).toEqual([...LOCAL_CHARGE_COLUMNS]);

  await page.getByRole('button', { name: 'New local charge' }).click();
  const form = page.getByRole('dialog', { name: 'New local charge' });
  await form.getByLabel('Port Type').selectOption('destination');
  await searchAndChoose(page, form, 'Port', 'ZADUR', /ZADUR — Durban/);
  await form.getByLabel('Charge Name').fill('Port Security Levy');
  await form.getByLabel('Basis').selectOption('perBl');
  await searchAndChoose(page, form, 'Currency', 'USD', /^USD — /);
  await form.getByLabel('Buy Rate').fill('35');
  await form.getByLabel('Sell Rate').fill('45.50');
  await form.getByLabel('Valid From').fill(dayFromToday(0));
  await form.getByLabel('Valid Till').fill(dayFromToday(60));
  await form.getByLabel('Remarks').fill('Per bill of lading');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  // Oceanic's demo charges fill more than the first page: the search finds this one.
  await page.getByLabel('Search local charges').fill('Security Levy');
  const row = table.getByRole('row', { name: /Port Security Levy/ });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('cell', { name: 'ZADUR', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Destination', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '45.50 USD', exact: true })).toBeVisible();
});
