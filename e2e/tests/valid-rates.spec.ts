import { MESSAGES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { dayFromToday } from './support/dates';
import { openFromNav } from './support/organisation';
import { searchAndChoose } from './support/pickers';
import { signIn } from './support/users';

test('pricing enters a sea rate, finds it by its lane, changes its price and deletes it', async ({
  page,
}) => {
  await signIn(page, 'ffd.pricing');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Valid Rates', 'Rates');
  await expect(page.getByRole('heading', { name: 'Valid Rates' })).toBeVisible();

  await page.getByRole('button', { name: 'New rate' }).click();
  const form = page.getByRole('dialog', { name: 'New rate' });
  // A lane the demo rates leave alone, so the lane filter shows this rate only.
  await searchAndChoose(page, form, 'Origin Port', 'BRSSZ', /BRSSZ — Santos/);
  await searchAndChoose(page, form, 'Destination Port', 'ZADUR', /ZADUR — Durban/);
  await searchAndChoose(page, form, 'Shipping Line', 'maersk', /Maersk/);
  await form.getByRole('combobox', { name: 'Container Size', exact: true }).click();
  await page
    .getByRole('option', { name: /40' High Cube/ })
    .first()
    .click();
  await searchAndChoose(page, form, 'Currency', 'USD', /^USD — /);
  await form.getByLabel('Buy Rate').fill('1234.50');
  await form.getByLabel('Sell Rate').fill('1500');
  await form.getByLabel('Valid From').fill(dayFromToday(0));
  await form.getByLabel('Valid Till').fill(dayFromToday(30));
  await form.getByLabel('Transit Days').fill('24');
  await form.getByLabel('Remarks').fill('Via Singapore, weekly');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  // Oceanic's demo rates fill many pages: the lane filter finds this one.
  await searchAndChoose(page, page.getByRole('main'), 'Origin', 'BRSSZ', /BRSSZ — Santos/);
  const table = page.getByRole('table', { name: 'Valid Rates' });
  const row = table.getByRole('row', { name: /BRSSZ → ZADUR/ });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('1234.50 USD');
  await expect(row).toContainText('1500.00 USD');
  await expect(row).toContainText('Via Singapore, weekly');

  await row.getByRole('button', { name: /^Edit BRSSZ ZADUR/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit rate' });
  await expect(edit.getByLabel('Buy Rate')).toHaveValue('1234.50');
  await edit.getByLabel('Buy Rate').fill('999.99');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText('999.99 USD');

  await row.getByRole('button', { name: /^Delete BRSSZ ZADUR/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const done = page.getByRole('dialog', { name: MESSAGES.successTitle });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No rate matches these filters.')).toBeVisible();
});
