import { expect, test } from '@playwright/test';
import { SLOW, signedInPage, uniqueMarker } from './support/marketplace';

/**
 * Payables: the demo accountant records a vendor's bill on a demo job from its expected costs,
 * approves it and pays it on the job's Costs tab; the job's costing and Job Profit then show the
 * estimated beside the actual profit.
 */
test.describe('vendor bills', () => {
  test('accounts records, approves and pays a vendor bill, and Job Profit shows the actual profit', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await signedInPage(browser, 'ffd.accounts');

    // The demo job at CAPI (cargo picked up) has no vendor bill yet.
    await page.goto('/dashboard/accounts/profit?status=CAPI');
    await expect(page.getByRole('heading', { name: 'Job Profit', level: 1 })).toBeVisible(SLOW);
    const jobLink = page
      .getByRole('table', { name: 'Job profit' })
      .getByRole('link', { name: /^JOB-/ })
      .first();
    await expect(jobLink).toBeVisible(SLOW);
    const reference = (await jobLink.textContent())?.trim() ?? '';
    await jobLink.click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible(SLOW);

    const costsTab = page.getByRole('tab', { name: 'Costs', exact: true });
    await costsTab.click();
    await expect(costsTab).toHaveAttribute('aria-selected', 'true');
    const costing = page.getByRole('region', { name: 'Job costing' });
    await expect(costing.getByRole('table', { name: 'Estimated and actual cost' })).toBeVisible(SLOW);

    // The bill, its lines taken from the expected costs.
    const billNumber = uniqueMarker('VB').toUpperCase();
    await page.getByRole('button', { name: 'Record vendor bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record vendor bill' });
    await expect(dialog).toBeVisible();
    const vendor = dialog.getByLabel('Vendor');
    await expect(vendor.locator('option')).not.toHaveCount(1, SLOW);
    await vendor.selectOption({ index: 1 });
    await dialog.getByLabel('Bill number').fill(billNumber);
    await expect(dialog.getByLabel('Line 1 amount')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Save draft bill' }).click();
    await expect(dialog).toBeHidden(SLOW);

    const bills = page.getByRole('table', { name: 'Vendor bills' });
    const row = bills.getByRole('row', { name: new RegExp(billNumber) });
    await expect(row).toContainText('Draft', SLOW);
    await row.getByRole('button', { name: `Approve ${billNumber}` }).click();
    await expect(row).toContainText('Approved', SLOW);

    // Approved, it is the job's actual cost: the actual profit shows.
    await expect(costing.getByText('Actual profit').locator('xpath=following-sibling::*[1]')).not.toHaveText(
      '—',
      SLOW,
    );

    // The payment to the vendor, the whole balance.
    await row.getByRole('button', { name: `Pay ${billNumber}` }).click();
    const payment = page.getByRole('dialog', { name: `Pay vendor bill ${billNumber}` });
    await expect(payment).toBeVisible();
    await payment.getByLabel('Reference').fill(`WIRE-${billNumber}`);
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect(payment).toBeHidden(SLOW);
    await expect(row).toContainText('Paid', SLOW);

    // Job Profit: the job's estimated profit beside its actual one.
    await page.goto(`/dashboard/accounts/profit?status=CAPI`);
    const profit = page.getByRole('table', { name: 'Job profit' });
    await expect(profit.getByRole('columnheader', { name: 'Profit (estimated)' })).toBeVisible(SLOW);
    await expect(profit.getByRole('columnheader', { name: 'Actual profit' })).toBeVisible();
    const jobRow = profit.getByRole('row', { name: new RegExp(reference) });
    await expect(jobRow).toBeVisible(SLOW);
    const headers = await profit.getByRole('columnheader').allTextContents();
    const actualAt = headers.findIndex((h) => h.includes('Actual profit'));
    await expect(jobRow.getByRole('cell').nth(actualAt)).not.toHaveText('—', SLOW);
    await expect(jobRow.getByRole('cell').nth(actualAt)).toHaveText(/\d/);

    // The paid bill is in the payables list.
    await page.goto('/dashboard/accounts/payables?status=paid');
    await expect(page.getByRole('heading', { name: 'Payables', level: 1 })).toBeVisible(SLOW);
    await page.getByLabel('Search vendor bills').fill(billNumber);
    await expect(page.getByRole('table', { name: 'Vendor bills' }).getByText(billNumber)).toBeVisible(SLOW);
  });
});
