import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dayFromToday } from './support/dates';
import { openFromNav } from './support/organisation';
import { signIn } from './support/users';

/** A carrier's wide sheet: a row per lane, a price column per container size. */
const HEADERS = [
  'POL',
  'POD',
  'Carrier',
  '20GP',
  '40GP',
  '40HC',
  'Currency',
  'Valid From',
  'Valid To',
  'Transit Time',
];

async function writeSheet(path: string, rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rates');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
}

const dir = mkdtempSync(join(tmpdir(), 'ff-rate-import-'));
const FIRST = join(dir, 'swift-december.xlsx');
const SECOND = join(dir, 'swift-january.xlsx');

test.beforeAll(async () => {
  // Lanes and lines of the shipped reference data, by UN/LOCODE and by name or SCAC; one row names
  // a port that does not exist, so the report lists it.
  await writeSheet(FIRST, [
    ['CNSHA', 'AEJEA', 'Maersk', 910, 1520, 1610, 'USD', dayFromToday(0), dayFromToday(30), 20],
    ['CNSHA', 'DEHAM', 'Hapag-Lloyd', 1390, 2410, 2530, 'USD', dayFromToday(0), dayFromToday(30), 34],
    ['XXABC', 'AEJEA', 'Maersk', 500, 900, 950, 'USD', dayFromToday(0), dayFromToday(30), 12],
  ]);
  await writeSheet(SECOND, [
    ['SGSIN', 'AEJEA', 'MAEU', 640, 1080, 1150, 'USD', dayFromToday(31), dayFromToday(60), 13],
    ['CNSHA', 'NLRTM', 'CMA CGM', 1350, 2350, 2460, 'USD', dayFromToday(31), dayFromToday(60), 33],
  ]);
});

/**
 * Marks, from the page itself, whether the import's progress bar was ever drawn: reading a small
 * sheet takes the server less time than a check from the test would.
 */
async function watchForProgress(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.querySelector('[role="progressbar"][aria-label="Import progress"]') !== null;
    (window as unknown as { sawProgress: boolean }).sawProgress = seen();
    new MutationObserver(() => {
      if (seen()) (window as unknown as { sawProgress: boolean }).sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const sawProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress === true);

async function chooseVendor(page: Page, name: string) {
  const vendor = page.getByRole('combobox', { name: 'Vendor' });
  await expect(vendor).toBeEnabled();
  await vendor.click();
  await page.getByRole('option', { name }).click();
  await expect(vendor).toHaveValue(name);
}

async function importGoodRows(page: Page) {
  const button = page.getByRole('button', { name: /^Import \d+ good rows?$/ });
  await expect(button).toBeEnabled();
  const label = (await button.textContent()) ?? '';
  await button.click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/superseding rates written/)).toBeVisible({ timeout: 30_000 });
}

test('pricing imports a vendor sheet through the mapping, saves it, and imports the next sheet in one step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'ffd.pricing');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openFromNav(page, 'Valid Rates', 'Rate Imports');
  await expect(page.getByRole('heading', { name: 'Rate Imports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download template' })).toBeVisible();

  // 1. The vendor and the sheet.
  await chooseVendor(page, 'Swift Carriers');
  await watchForProgress(page);
  await page.getByLabel('Rate sheet file').setInputFiles(FIRST);

  // 2–3. Read with a progress bar, then the proposed mapping.
  const columns = page.getByRole('table', { name: 'Columns of Rates' });
  await expect(columns).toBeVisible({ timeout: 30_000 });
  expect(await sawProgress(page)).toBe(true);
  await expect(page).toHaveURL(/\?import=\d+$/);
  await expect(columns.getByLabel('POL maps to')).toHaveValue('originPort');
  await expect(columns.getByLabel('POD maps to')).toHaveValue('destinationPort');
  await expect(columns.getByLabel('Carrier maps to')).toHaveValue('shippingLine');
  await expect(columns.getByLabel('40HC maps to')).toHaveValue('sizePrice');
  await expect(columns.getByLabel('40HC container size')).toHaveValue(/40' High Cube/);
  await expect(columns.getByLabel('Valid To maps to')).toHaveValue('validTill');
  await expect(columns.getByLabel('Transit Time maps to')).toHaveValue('transitDays');
  await page.getByRole('checkbox', { name: /Save as template for this vendor/ }).check();
  await watchForProgress(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. The report: the bad row with its reason, the preview of the new rates.
  await expect(page.getByRole('group', { name: 'Bad rows' })).toContainText('1', { timeout: 30_000 });
  const errors = page.getByRole('table', { name: 'Errors' });
  const bad = errors.getByRole('row').filter({ hasText: 'Origin Port' });
  await expect(bad).toHaveCount(1);
  await expect(bad.getByRole('cell').first()).toHaveText('4');
  const preview = page.getByRole('table', { name: 'New rates' });
  await expect(
    preview.getByRole('row').filter({ hasText: 'CNSHA' }).filter({ hasText: 'AEJEA' }).first(),
  ).toContainText('Maersk');
  await expect(preview.getByRole('row').filter({ hasText: 'DEHAM' }).first()).toContainText('Hapag-Lloyd');

  // 5. Imported; the mapping is now the vendor's template.
  await importGoodRows(page);
  await expect(page.getByRole('link', { name: 'Open the Rates list' })).toBeVisible();
  await page.getByRole('button', { name: 'Import another sheet' }).click();
  const templates = page.getByRole('table', { name: 'Vendor templates' });
  await expect(templates.getByRole('row').filter({ hasText: 'Swift Carriers' })).toHaveCount(1);
  await expect(
    page
      .getByRole('table', { name: 'Past imports' })
      .getByRole('row')
      .filter({ hasText: 'swift-december.xlsx' }),
  ).toContainText('Imported');

  // The vendor's next sheet: no mapping step, straight to its report.
  await chooseVendor(page, 'Swift Carriers');
  await page.getByLabel('Rate sheet file').setInputFiles(SECOND);
  await expect(page.getByText(/The saved mapping of Swift Carriers was used/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('group', { name: 'Bad rows' })).toContainText('0', { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Columns of Rates' })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'New rates' }).getByRole('row').filter({ hasText: 'SGSIN' }).first(),
  ).toContainText('Maersk');
  await importGoodRows(page);

  await page.getByRole('link', { name: 'Open the Rates list' }).click();
  await expect(page.getByRole('heading', { name: 'Valid Rates' })).toBeVisible();
});
