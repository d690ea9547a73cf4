import { API_PATHS, COMPANY_APPROVAL_PATHS, MAIL_OUTBOX_ROUTES, ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { latestMailTo } from './support/organisation';
import { expectShellKept, readShellRecord, watchShell } from './support/shell-watch';
import { SUPER_ADMIN, signIn, superAdminToken } from './support/users';

const PLATFORM_LINKS = [
  'Overview',
  'Companies to approve',
  'Vendors',
  'Forwarder requests',
  'Licence agreements',
  'Disclaimers',
  'Privacy policy',
  'About us',
  'Platform terms',
  'Mail outbox',
];

const platformNav = (page: Page) => page.getByRole('navigation', { name: 'Platform administration' });
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });

/** How many companies wait for approval, as the API counts them. */
async function pendingTotal(page: Page) {
  const response = await page.request.get(`${COMPANY_APPROVAL_PATHS.companies}?status=pending&pageSize=1`, {
    headers: { authorization: `Bearer ${await superAdminToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

async function signInAsPlatformAdmin(page: Page) {
  await signIn(page, 'platform.admin');
  await page.waitForURL(ROUTES.superUserDashboard);
  await expect(page.getByRole('heading', { name: 'Platform administration', level: 1 })).toBeVisible();
}

test.describe('the platform administrator', () => {
  test('lands on the platform administration, with its own navigation and the companies waiting', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const waiting = await pendingTotal(page);
    expect(waiting, 'the demo data has a company waiting (Pending Freight)').toBeGreaterThan(0);
    await watchShell(page);
    await signInAsPlatformAdmin(page);
    expect((await readShellRecord(page)).loadersBeforeFrame).toBe(0);

    const nav = platformNav(page);
    await expect(nav.getByRole('link')).toHaveText(PLATFORM_LINKS.map((name) => new RegExp(`^${name}`)));
    // Only the super-administrator manages the platform administrators.
    await expect(nav.getByRole('link', { name: 'Platform administrators' })).toHaveCount(0);
    const companies = nav.getByRole('link', { name: /^Companies to approve/ });
    await expect(companies).toHaveText(`Companies to approve${waiting}`);
    await expect(page.getByRole('group', { name: 'Pending verification' })).toContainText(String(waiting));
    await shoot(page, 'platform-overview-1440');

    // Every page of the navigation opens in the same frame, SPEC's /insert-agreement-form included.
    for (const [link, heading] of [
      ['Companies to approve', 'Companies'],
      ['Vendors', 'Companies'],
      ['Forwarder requests', 'Forwarder requests'],
      ['Licence agreements', 'Licence agreements and disclaimers'],
      ['Disclaimers', 'Licence agreements and disclaimers'],
      ['Privacy policy', 'Licence agreements and disclaimers'],
      ['About us', 'Licence agreements and disclaimers'],
      ['Platform terms', 'Platform terms'],
      ['Mail outbox', 'Mail outbox'],
      ['Overview', 'Platform administration'],
    ] as const) {
      await nav.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: new RegExp(`^${link}`) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectShellKept(page);
  });

  test("reads companies by category name and status, 'All' included", async ({ page }) => {
    await signInAsPlatformAdmin(page);
    await platformNav(page)
      .getByRole('link', { name: /^Companies to approve/ })
      .click();
    const table = page.getByRole('table', { name: 'Companies' });
    const pending = table.getByRole('row').filter({ hasText: 'Pending Freight' });
    await expect(pending.getByRole('cell', { name: 'Freight forwarder' })).toBeVisible();
    await expect(table.getByText(/^CAT_/)).toHaveCount(0);

    await page.getByLabel('Status').selectOption({ label: 'All' });
    await expect(page).toHaveURL(/status=all/);
    const oceanic = table.getByRole('row').filter({ hasText: 'Oceanic Freight Forwarders' });
    await expect(oceanic.getByText('Approved')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Pending Freight' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Acme Imports' })).toContainText(
      'Customer company',
    );

    await page.getByLabel('Category').selectOption({ label: 'Customer company' });
    await expect(table.getByRole('row').filter({ hasText: 'Acme Imports' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Oceanic Freight Forwarders' })).toHaveCount(0);

    // The vendors: the same page, on the vendor category.
    await platformNav(page).getByRole('link', { name: 'Vendors' }).click();
    await expect(page.getByLabel('Category')).toHaveValue('CAT_VEN');
    await expect(page.getByLabel('Status')).toHaveValue('');
    await shoot(page, 'platform-vendors-1440');
  });

  test('opens the links of an e-mail in the outbox', async ({ page, context }) => {
    const forgot = await page.request.post(API_PATHS.forgotPassword, { data: { username: 'ffd.docs' } });
    expect(forgot.ok()).toBe(true);
    // A background job writes the mail after the request answered: wait until the outbox holds it.
    await expect
      .poll(() => latestMailTo(page, 'ffd.docs@'), { timeout: 30_000 })
      .toContain('/update-password/');
    await signInAsPlatformAdmin(page);
    await platformNav(page).getByRole('link', { name: 'Mail outbox' }).click();
    await expect(page).toHaveURL(MAIL_OUTBOX_ROUTES.page);
    await page.getByLabel('Search e-mails').fill('ffd.docs@');
    const mail = page
      .getByRole('table', { name: 'Mail outbox' })
      .getByRole('row')
      .filter({ hasText: 'reset your password' })
      .first();
    // The message shows its first lines; the link is below them.
    await mail.getByRole('button', { name: 'Show more' }).click();
    const link = mail.getByRole('link', { name: /\/update-password\// });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await shoot(page, 'platform-outbox-1440');

    const opened = context.waitForEvent('page');
    await link.click();
    const reset = await opened;
    await reset.waitForLoadState();
    expect(new URL(reset.url()).pathname).toMatch(/^\/update-password\/ffd\.docs\//);
    await reset.close();
  });

  test('at phone width its navigation opens from the burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsPlatformAdmin(page);
    await expect(page.getByRole('banner')).toHaveJSProperty('offsetHeight', 60);
    await expect(platformNav(page)).not.toBeInViewport();
    await shoot(page, 'platform-overview-390');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(platformNav(page)).toBeInViewport();
    await shoot(page, 'platform-navigation-390');
    await platformNav(page)
      .getByRole('link', { name: /^Companies to approve/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeInViewport();
    await expect(platformNav(page)).not.toBeInViewport();
    await shoot(page, 'platform-companies-390');
  });

  test('the super-administrator gets the same frame, and the platform administrators page', async ({
    page,
  }) => {
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
    await page.waitForURL(ROUTES.superUserDashboard);
    const nav = platformNav(page);
    await nav.getByRole('link', { name: 'Platform administrators' }).click();
    await expect(page.getByRole('heading', { name: 'Platform administrators', level: 1 })).toBeVisible();
  });
});
