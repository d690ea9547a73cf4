import {
  API_PATHS,
  COMPANY_APPROVAL_ROUTES,
  COMPANY_MASTERS_PATHS,
  COMPANY_MASTERS_ROUTES,
  COMPANY_SETTINGS_PATHS,
  COMPANY_SETTINGS_ROUTES,
  CONTAINER_NUMBER_PATHS,
  CUSTOMER_KYC_ROUTES,
  KYC_UPDATE_REQUEST_PATHS,
  NOTIFICATION_PATHS,
  NOTIFICATION_ROUTES,
  ORGANISATION_PATHS,
  ORGANISATION_ROUTES,
  PLATFORM_ADMIN_ROUTES,
  PLATFORM_DOCUMENT_ROUTES,
  RATE_ROUTES,
  TERMS_ROUTES,
  VENDOR_ROUTES,
} from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, SUPER_ADMIN, signIn } from './support/users';

/**
 * Every list page with row actions, as its user opens it. A page whose list the demo seed leaves
 * empty gets a record through the API first (`create`), found again with the search box; the
 * others are checked on their first row. A new list page with row actions joins this list.
 */
type ListPage = {
  path: string;
  /** The table's accessible name. */
  table: string;
  create?: { api: string; body: Record<string, unknown>; find: string };
  /** An answer for the list instead of the server's (a list nothing in the seed fills). */
  stub?: { url: string; body: unknown };
};

const E2E = 'E2E Actions';

const COMPANY_PAGES: ListPage[] = [
  { path: ORGANISATION_ROUTES.staff, table: 'Staff' },
  { path: ORGANISATION_ROUTES.departments, table: 'Departments' },
  {
    path: ORGANISATION_ROUTES.designations,
    table: 'Designations',
    create: { api: ORGANISATION_PATHS.designations, body: { name: `${E2E} designation` }, find: E2E },
  },
  { path: ORGANISATION_ROUTES.roles, table: 'Roles' },
  { path: COMPANY_MASTERS_ROUTES.weightSlabs, table: 'Weight slabs' },
  {
    path: COMPANY_MASTERS_ROUTES.containerNumbers,
    table: 'Container numbers',
    create: { api: CONTAINER_NUMBER_PATHS.containerNumbers, body: { number: 'CSQU3054383' }, find: 'CSQU' },
  },
  { path: COMPANY_MASTERS_ROUTES.freeDays, table: 'Free Days' },
  {
    path: COMPANY_MASTERS_ROUTES.ports,
    table: 'Ports',
    create: {
      api: COMPANY_MASTERS_PATHS.ports,
      body: { type: 'dry', code: 'AEQQ9', name: `${E2E} dry port`, countryCode: 'AE' },
      find: 'AEQQ9',
    },
  },
  {
    path: COMPANY_MASTERS_ROUTES.cities,
    table: 'Cities',
    create: {
      api: COMPANY_MASTERS_PATHS.cities,
      body: { countryCode: 'AE', name: `${E2E} city` },
      find: E2E,
    },
  },
  { path: COMPANY_MASTERS_ROUTES.news, table: 'News' },
  { path: COMPANY_MASTERS_ROUTES.eventDates, table: 'Event Dates' },
  {
    path: COMPANY_MASTERS_ROUTES.exchangeRates,
    table: 'Exchange Rates',
    create: {
      api: COMPANY_MASTERS_PATHS.exchangeRates,
      body: { currencyCode: 'JPY', rate: '0.0245', validFrom: '2026-01-01' },
      find: 'JPY',
    },
  },
  {
    path: COMPANY_MASTERS_ROUTES.shippingLines,
    table: 'Shipping Lines',
    create: {
      api: COMPANY_MASTERS_PATHS.shippingLines,
      body: { name: `${E2E} line`, shippingMode: 'sea' },
      find: E2E,
    },
  },
  {
    path: COMPANY_SETTINGS_ROUTES.bankDetails,
    table: 'Bank accounts',
    create: {
      api: COMPANY_SETTINGS_PATHS.bankDetails,
      body: {
        bankName: `${E2E} bank`,
        accountName: 'Oceanic Freight',
        accountNumber: '0042 7781',
        currency: 'AED',
      },
      find: E2E,
    },
  },
  { path: TERMS_ROUTES.company, table: 'Terms versions' },
  { path: CUSTOMER_KYC_ROUTES.customers, table: 'Customers' },
  {
    // The seeded request waits only until the update-request journey decides it.
    path: CUSTOMER_KYC_ROUTES.updateRequests,
    table: 'KYC update requests',
    stub: {
      url: `**${KYC_UPDATE_REQUEST_PATHS.list}?*`,
      body: {
        success: true,
        data: {
          items: [
            {
              id: 1,
              kycId: 1,
              status: 'pending',
              company: { id: 1, name: 'Acme Imports' },
              changes: [{ field: 'phone', label: 'Phone', from: '+49 40 555 0600', to: '+49 40 555 0700' }],
              remarks: null,
              requestedBy: { id: 1, fullName: 'Ada Buyer' },
              requestedAt: '2026-01-05T10:00:00.000Z',
              reviewedBy: null,
              reviewedAt: null,
              rejectionReason: null,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    },
  },
  { path: CUSTOMER_KYC_ROUTES.tiers, table: 'Tiers' },
  { path: VENDOR_ROUTES.vendors, table: 'Vendors' },
  { path: RATE_ROUTES.validRates, table: 'Valid Rates' },
  { path: RATE_ROUTES.localCharges, table: 'Local Charges' },
  { path: RATE_ROUTES.transportCharges, table: 'Transport Charges' },
  {
    path: NOTIFICATION_ROUTES.page,
    table: 'Notifications',
    stub: {
      url: `**${NOTIFICATION_PATHS.mine}?*`,
      body: {
        success: true,
        data: {
          items: [
            {
              id: 1,
              kind: 'company-approved',
              title: 'Oceanic Freight Forwarders has been approved',
              body: 'Your company can now work on the platform: complete its settings to start quoting.',
              link: '/dashboard',
              isRead: false,
              createdAt: '2026-01-05T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
          unreadCount: 1,
        },
      },
    },
  },
];

const PLATFORM_PAGES: ListPage[] = [
  { path: COMPANY_APPROVAL_ROUTES.companies, table: 'Companies' },
  { path: PLATFORM_ADMIN_ROUTES.admins, table: 'Platform administrators' },
  { path: TERMS_ROUTES.platform, table: 'Terms versions' },
  { path: PLATFORM_DOCUMENT_ROUTES.page, table: 'Licence agreements' },
];

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, menu: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, menu: true },
] as const;

/** The records the seed does not hold, created as the company's administrator before any test. */
test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const login = await api.post(API_PATHS.login, { data: { username: 'ffd.admin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  for (const { create } of COMPANY_PAGES) {
    if (!create) continue;
    const response = await api.post(create.api, {
      data: create.body,
      headers: { authorization: `Bearer ${token}` },
    });
    // 409: a worker restarted after a failure created it already.
    expect(response.ok() || response.status() === 409, `${create.api} answered ${response.status()}`).toBe(
      true,
    );
  }
  await api.dispose();
});

/** Opens a list page and checks that its row's actions, or their menu, are on screen. */
async function expectRowActionsInView(page: Page, listPage: ListPage, menu: boolean) {
  if (listPage.stub) {
    const { body } = listPage.stub;
    await page.route(listPage.stub.url, (route) => route.fulfill({ json: body }));
  }
  await page.goto(listPage.path);
  const table = page.getByRole('table', { name: listPage.table });
  await expect(table, listPage.path).toBeVisible({ timeout: 20_000 });
  if (listPage.create)
    await page
      .getByLabel(/^Search/)
      .first()
      .fill(listPage.create.find);
  const row = listPage.create
    ? table.getByRole('row').filter({ hasText: listPage.create.find }).first()
    : table.locator('tbody tr').first();
  await expect(row, `${listPage.path}: a row`).toBeVisible();
  // A list under many filters starts below the fold on a phone: the page scrolls down to it, never
  // sideways, so what is asked is whether the row's actions show without scrolling the list.
  await row.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2),
  );
  const actions = row.getByRole('cell').last().getByRole('button');
  await expect(actions.first(), `${listPage.path}: its actions`).toBeInViewport();
  if (menu) {
    const menuButton = row.getByRole('button', { name: /^Actions for / });
    await expect(actions, `${listPage.path}: the menu button alone`).toHaveCount(1);
    await expect(menuButton).toHaveCount(1);
    await expect(menuButton).toBeInViewport();
    await menuButton.click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first(), `${listPage.path}: the menu's actions`).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  } else {
    for (const button of await actions.all()) {
      await expect(button, `${listPage.path}: ${await button.getAttribute('aria-label')}`).toBeInViewport();
    }
    await expect(row.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  }
  // The list scrolls inside its own frame: the page itself never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${listPage.path}: the page's sideways overflow in px`).toBeLessThanOrEqual(0);
  if (listPage.stub) await page.unroute(listPage.stub.url);
}

for (const width of WIDTHS) {
  test.describe(`row actions at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport });

    test(`a company administrator sees every list's row actions${width.menu ? ' in a menu' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, 'ffd.admin');
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const listPage of COMPANY_PAGES) await expectRowActionsInView(page, listPage, width.menu);
    });

    test(`the super-administrator sees every platform list's row actions${width.menu ? ' in a menu' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
      await expect(page).toHaveURL(/\/super-user-dashboard/);
      for (const listPage of PLATFORM_PAGES) await expectRowActionsInView(page, listPage, width.menu);
    });
  });
}
