import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { signIn } from './support/users';

async function choose(page: Page, form: Locator, label: string, typed: string, option: RegExp) {
  await form.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

test('the port picker searches every shipped port as the user types; free days are saved with a line, a port and a container size', async ({
  page,
}) => {
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Masters', 'Free Days');
  await page.getByRole('button', { name: 'New free days' }).click();
  const form = page.getByRole('dialog', { name: 'New free days' });

  // Each keystroke narrows the answer: by name, by city, by UN/LOCODE (exact code first).
  const port = form.getByRole('combobox', { name: 'Port' });
  await port.pressSequentially('rotter', { delay: 40 });
  await expect(page.getByRole('option', { name: /NLRTM — Rotterdam/ })).toBeVisible();
  await port.fill('');
  await port.pressSequentially('jebel', { delay: 40 });
  await expect(page.getByRole('option', { name: /AEJEA — Jebel Ali/ })).toBeVisible();
  await port.fill('');
  await port.pressSequentially('SGSIN', { delay: 40 });
  const singapore = page.getByRole('option', { name: /SGSIN — Singapore/ });
  await expect(singapore).toBeVisible();
  await singapore.click();

  await choose(page, form, 'Shipping line', 'maersk', /Maersk/);
  await form.getByRole('combobox', { name: 'Container size' }).click();
  await page
    .getByRole('option', { name: /40' High Cube/ })
    .first()
    .click();
  await form.getByLabel('Origin free days').fill('7');
  await form.getByLabel('Destination free days').fill('14');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  // Oceanic's demo free days (apps/api/src/db/seed/demo-masters.ts) fill more than the first page.
  await page.getByLabel('Search free days').fill('SGSIN');
  await expect(page.getByRole('cell', { name: 'SGSIN — Singapore', exact: true })).toBeVisible();
});
