import { RATE_PATHS, RATE_SORT, RATE_SORTS, type RateSort } from '@fastforward/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { signIn } from './support/users';

/** Pricing reads thousands of demo rates on a loaded CI machine: the answer gets time. */
const PRICED_TIMEOUT = 30_000;

async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await expect(field).toBeEnabled();
  await field.click();
  await field.pressSequentially(typed, { delay: 40 });
  await page.getByRole('option', { name: option }).first().click();
}

/** An option as the page shows it: its base total (null where a line lacks an exchange rate), its last day. */
type ShownOption = { total: number | null; validTill: string };

/** Each shown option's base total and last day of validity, in the order shown. */
async function shownOptions(results: Locator) {
  const cards = results.getByRole('article');
  const count = await cards.count();
  const shown: ShownOption[] = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const totalText = (await card.getByLabel('Base total').textContent()) ?? '';
    const total = /^Total [A-Z]{3} /.test(totalText) ? Number(totalText.replace(/[^\d.]/g, '')) : null;
    const validTill = (
      (await card.getByText(/Valid \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/).textContent()) ?? ''
    ).match(/– (\d{4}-\d{2}-\d{2})/)?.[1];
    shown.push({ total, validTill: validTill ?? '' });
  }
  return shown;
}

const isOrdered = <T>(values: T[], inOrder: (a: T, b: T) => boolean) =>
  values.every((value, i) => i === 0 || inOrder(values[i - 1] as T, value));

/** By base total in `direction`; an option without one comes after every option with one. */
const byTotal = (direction: 1 | -1) => (a: ShownOption, b: ShownOption) =>
  b.total === null || (a.total !== null && direction * (b.total - a.total) >= 0);

/** What each SPEC §3 sort promises of the order it answers. */
const SORT_ORDER: Record<RateSort, (shown: ShownOption[]) => boolean> = {
  rate_asc: (shown) => isOrdered(shown, byTotal(1)),
  rate_desc: (shown) => isOrdered(shown, byTotal(-1)),
  nearest_validity: (shown) => isOrdered(shown, (a, b) => a.validTill <= b.validTill),
  longest_validity: (shown) => isOrdered(shown, (a, b) => a.validTill >= b.validTill),
};

test('sales prices a sea lane for a customer in the Rate Wizard and sorts the options each of the four ways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'ffd.sales');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Rate Wizard', 'New Enquiry');
  await expect(page.getByRole('heading', { name: 'Rate Wizard', level: 1 })).toBeVisible();

  await choose(page, 'Customer', 'Acme', /Acme/);
  await expect(page.getByText(/^Tier: /)).toBeVisible();
  await page.getByRole('radio', { name: 'Sea' }).check({ force: true });
  await choose(page, 'Origin port', 'CNSHA', /CNSHA — Shanghai/);
  await choose(page, 'Destination port', 'AEJEA', /AEJEA — Jebel Ali/);
  const size = page.getByRole('combobox', { name: 'Container size', exact: true });
  await expect(size).toBeEnabled();
  await size.click();
  await page
    .getByRole('option', { name: /^40' High Cube/ })
    .first()
    .click();
  await expect(page.getByRole('spinbutton', { name: /^Containers/ })).toHaveValue('1');
  // The terminal charges at both ends as well as the freight.
  await expect(page.getByRole('checkbox', { name: 'Freight Charge' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Origin Port' }).check();
  await page.getByRole('checkbox', { name: 'Destination Port' }).check();
  await page.getByRole('button', { name: 'Price' }).click();

  const results = page.getByRole('region', { name: 'Priced options' });
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: PRICED_TIMEOUT });
  expect(await cards.count()).toBeGreaterThanOrEqual(2);

  // The first option's lines, each traced to where its price came from.
  const first = cards.first();
  await first.getByRole('button', { name: /^Show lines/ }).click();
  const lines = first.getByRole('table', { name: /^Lines of Option 1/ });
  await expect(lines).toBeVisible();
  await expect(lines.getByRole('cell', { name: /^Valid rate #\d+$/ }).first()).toBeVisible();
  await expect(lines.getByRole('cell', { name: 'Freight Charge' }).first()).toBeVisible();
  await expect(lines.getByRole('cell', { name: /^Local charge #\d+$/ }).first()).toBeVisible();
  await expect(lines.getByRole('cell', { name: 'Origin Port' }).first()).toBeVisible();
  await expect(lines.getByRole('cell', { name: 'Destination Port' }).first()).toBeVisible();

  const sort = results.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue(RATE_SORT.rate_asc);
  const totals = new Map<RateSort, (number | null)[]>();
  for (const key of [...RATE_SORTS.slice(1), RATE_SORTS[0]]) {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(RATE_PATHS.rateWizardPrice) && response.ok(),
    );
    await sort.click();
    await page.getByRole('option', { name: RATE_SORT[key], exact: true }).click();
    await answered;
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(sort).toHaveValue(RATE_SORT[key]);
    const shown = await shownOptions(results);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(SORT_ORDER[key](shown), `${RATE_SORT[key]}: ${JSON.stringify(shown)}`).toBe(true);
    totals.set(
      key,
      shown.map((option) => option.total),
    );
  }
  // Descending answers the options the other way round: the demo lane's prices differ.
  const priced = (key: RateSort) => (totals.get(key) ?? []).filter((total) => total !== null);
  const ascending = priced('rate_asc');
  const descending = priced('rate_desc');
  expect(ascending.length).toBeGreaterThanOrEqual(2);
  expect(ascending[0]).toBeLessThan(ascending.at(-1) ?? 0);
  expect(descending[0]).toBe(ascending.at(-1));
  expect(descending.at(-1)).toBe(ascending[0]);
});
