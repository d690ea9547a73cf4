import { COMPANY_MASTERS_ROUTES } from '@fastforward/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { signIn } from './support/users';

/** Picks an option of a Mantine Select in the form (its list opens in a portal on the page). */
async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openNewSlab(page: Page) {
  await page.getByRole('button', { name: 'New weight slab' }).click();
  return page.getByRole('dialog', { name: 'New weight slab' });
}

type Slab = { name: string; min: string; max: string };

/** Oceanic's demo slabs (apps/api/src/db/seed/demo-masters.ts) hold its air Kgs scale: these use Lbs. */
const UNIT = 'Lbs';

async function createAirSlab(page: Page, slab: Slab) {
  const form = await openNewSlab(page);
  await choose(page, form, 'Type', 'Air');
  await form.getByLabel('Name').fill(slab.name);
  await form.getByLabel('Min weight').fill(slab.min);
  await form.getByLabel('Max weight').fill(slab.max);
  await choose(page, form, 'Unit', UNIT);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('a business administrator meets every SPEC §5 weight slab message in the form, then saves an air scale shown by the display rule', async ({
  page,
}) => {
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Masters', 'Weight Slabs');
  await expect(page).toHaveURL(COMPANY_MASTERS_ROUTES.weightSlabs);
  await expect(page.getByRole('heading', { name: 'Weight Slabs', level: 1 })).toBeVisible();

  const form = await openNewSlab(page);
  const save = () => form.getByRole('button', { name: 'Save' }).click();
  const shows = (message: string) => expect(form.getByText(message, { exact: true })).toBeVisible();

  // Nothing filled: type, name, min/max and unit.
  await save();
  await shows('Type is required');
  await shows('Name is required');
  await shows('At least one of min or max weight is required');
  await shows('Unit is required');

  // Too short a name, a negative min, a max that is not a number.
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Min weight').fill('-1');
  await form.getByLabel('Max weight').fill('abc');
  await save();
  await shows('Name must be at least 2 characters');
  await shows('Min weight must be greater than or equal to 0');
  await shows('Please enter a valid number');

  // Too long a name, a negative max.
  await form.getByLabel('Name').fill('x'.repeat(51));
  await form.getByLabel('Min weight').fill('');
  await form.getByLabel('Max weight').fill('-5');
  await save();
  await shows('Name must not exceed 50 characters');
  await shows('Max weight must be greater than or equal to 0');

  // A max not above the min.
  await form.getByLabel('Name').fill('Backwards');
  await form.getByLabel('Min weight').fill('100');
  await form.getByLabel('Max weight').fill('45');
  await save();
  await shows('Max weight must be greater than min weight');

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // The usual airline breaks touch without overlapping; the list draws each by the display rule.
  await createAirSlab(page, { name: 'E2E up to 45', min: '', max: '45' });
  await createAirSlab(page, { name: 'E2E 45 to 100', min: '45', max: '100' });
  await createAirSlab(page, { name: 'E2E 100 plus', min: '100', max: '' });
  await page.getByLabel('Search weight slabs').fill('E2E');
  const table = page.getByRole('table', { name: 'Weight slabs' });
  await expect(table.getByRole('cell', { name: `0 ${UNIT} - 45 ${UNIT}`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `45 ${UNIT} - 100 ${UNIT}`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: `100 ${UNIT} +`, exact: true })).toBeVisible();

  // A range inside another slab is refused under its field, naming that slab.
  const overlap = await openNewSlab(page);
  await choose(page, overlap, 'Type', 'Air');
  await overlap.getByLabel('Name').fill('E2E overlap');
  await overlap.getByLabel('Min weight').fill('50');
  await overlap.getByLabel('Max weight').fill('60');
  await choose(page, overlap, 'Unit', UNIT);
  await overlap.getByRole('button', { name: 'Save' }).click();
  await expect(
    overlap.getByText(`This range overlaps the weight slab 'E2E 45 to 100' (45 ${UNIT} - 100 ${UNIT})`, {
      exact: true,
    }),
  ).toBeVisible();
});
