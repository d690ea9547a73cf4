import { COMPANY_MASTERS_ROUTES, WEIGHT_SLAB_PATHS } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import { signIn } from './support/users';

test('a refusal that names no field is shown in the SPEC §8 default dialog, and the form stays open to try again', async ({
  page,
}) => {
  const reason = 'Weight slabs are being rebuilt; try again in a minute';
  // Our API names a field on every refusal; another server (a proxy, an older version) may not.
  await page.route(WEIGHT_SLAB_PATHS.weightSlabs, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            success: false,
            error: 'Bad Request',
            message: 'Invalid request',
            errors: [{ defaultMessage: reason }],
          },
        })
      : route.fallback(),
  );
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(COMPANY_MASTERS_ROUTES.weightSlabs);
  await page.getByRole('button', { name: 'New weight slab' }).click();
  const form = page.getByRole('dialog', { name: 'New weight slab' });
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Air', exact: true }).click();
  await form.getByLabel('Name').fill('E2E refused');
  await form.getByLabel('Max weight').fill('45');
  await form.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'Lbs', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bad Request' });
  await expect(dialog).toContainText(reason);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('E2E refused');
});
