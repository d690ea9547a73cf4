import { API_PATHS, MESSAGES, ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, SUPER_ADMIN, signIn, submitSignIn, superAdminToken } from './support/users';

/** The path part of the page's URL. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The module groups of the navigation (Mantine renders each group as a button). */
const moduleNav = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

test.describe('sign-in page', () => {
  test('shows the tagline, the form and the forgot-password link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
  });

  test('Login with an empty field does nothing and shows no message', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(API_PATHS.login)) loginCalls.push(request.url());
    });
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    await page.getByLabel('Username').fill('ffd.admin');
    await login.click();
    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await login.click();

    // The form is still there, untouched, and nothing was said or sent.
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(pathOf(page)).toBe(ROUTES.login);
    expect(loginCalls).toEqual([]);
  });

  test("a wrong password shows the server's message in the error dialog", async ({ page }) => {
    await signIn(page, 'ffd.admin', 'Wrong-Password-9');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(MESSAGES.invalidCredentials);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // Processing stopped: the form is back with what the user typed.
    await expect(page.getByLabel('Username')).toHaveValue('ffd.admin');
    expect(pathOf(page)).toBe(ROUTES.login);
  });

  test('the show/hide toggle switches the password input between hidden and plain text', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-words');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the ship loading animation replaces the form while the login runs', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold the login answer until the animation has been seen.
    await page.route(`**${API_PATHS.login}`, async (route) => {
      await released;
      await route.continue();
    });
    await signIn(page, 'ffd.admin');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
    release();
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  });

  test('opening /login clears the locally stored data', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('customerKyc', '{"companyName":"Left Over"}');
      localStorage.setItem('leftover', 'from an earlier session');
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('customerKyc'), localStorage.getItem('leftover')]),
      )
      .toEqual([null, null]);
  });

  test('a private route visited signed out goes to / and returns there after sign-in', async ({ page }) => {
    await page.goto('/dashboard/customer-enquiries');
    await page.waitForURL(ROUTES.root);
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
    await submitSignIn(page, 'ffd.admin');
    await page.waitForURL('/dashboard/customer-enquiries');
    await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible();
  });
});

test.describe('login flow (SPEC §4): every branch lands on its route', () => {
  test('techart-admin goes to the super-user dashboard with the real platform figures', async ({ page }) => {
    const token = await superAdminToken(page);
    const summary = await page.request.get(API_PATHS.superAdminSummary, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const figures = ((await summary.json()) as { data: { item: { companies: { total: number } } } }).data
      .item;

    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
    await page.waitForURL(ROUTES.superUserDashboard);
    await expect(page.getByRole('heading', { name: 'Platform administration' })).toBeVisible();
    const companies = page.getByRole('group', { name: 'Companies' });
    await expect(companies).toContainText(String(figures.companies.total));
    expect(figures.companies.total).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Users' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Platform administration' })
        .getByRole('link', { name: 'Mail outbox' }),
    ).toBeVisible();

    // The super user has no dashboard of modules: /dashboard sends him back to his own.
    await page.goto(ROUTES.dashboard);
    await page.waitForURL(ROUTES.superUserDashboard);
    await expect(page.getByRole('heading', { name: 'Platform administration' })).toBeVisible();
  });

  test('pending.admin (company not approved) goes to /tandc, which explains the wait', async ({ page }) => {
    await signIn(page, 'pending.admin');
    await page.waitForURL(ROUTES.termsGate);
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(
      page.getByText('Your company is awaiting approval by the platform administrator.'),
    ).toBeVisible();
  });

  test('ffd.admin goes to /dashboard with its navigation modules', async ({ page }) => {
    await signIn(page, 'ffd.admin');
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Admin' })).toBeVisible();
    for (const module of ['Company Settings', 'Accounts', 'Pricing', 'Sales', 'Users And Roles']) {
      await expect(moduleNav(page).getByRole('button', { name: module, exact: true })).toBeVisible();
    }
  });

  test('ffd.newhire (first login, forwarder with terms) goes to /change-password', async ({ page }) => {
    await signIn(page, 'ffd.newhire');
    await page.waitForURL(ROUTES.changePassword);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test('horizon.admin (settings incomplete, business admin) is sent to / and on to /dashboard', async ({
    page,
  }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signIn(page, 'horizon.admin');
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // After the sign-in page (/login) the flow passed through / before the dashboard.
    expect(visited.slice(visited.lastIndexOf(ROUTES.login))).toEqual([
      ROUTES.login,
      ROUTES.root,
      ROUTES.dashboard,
    ]);
  });

  test('horizon.settings (holds the settings permissions) goes to /dashboard/companySettings', async ({
    page,
  }) => {
    await signIn(page, 'horizon.settings');
    await page.waitForURL(ROUTES.companySettings);
    await expect(page.getByRole('heading', { name: 'Basic Settings', level: 1 })).toBeVisible();
  });

  test("nova.admin (no terms, may create them): 'Note' dialog, Ok goes to the terms page", async ({
    page,
  }) => {
    await signIn(page, 'nova.admin');
    const note = page.getByRole('dialog', { name: MESSAGES.noteTitle });
    await expect(note).toContainText(MESSAGES.noTermsText);
    await expect(note.getByRole('button', { name: 'Skip' })).toBeVisible();
    await note.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(ROUTES.termsAndConditions);
    await expect(page.getByRole('heading', { name: 'Terms And Conditions', level: 1 })).toBeVisible();
  });

  test("nova.admin: Skip in the 'Note' dialog goes to /dashboard", async ({ page }) => {
    await signIn(page, 'nova.admin');
    const note = page.getByRole('dialog', { name: MESSAGES.noteTitle });
    await expect(note).toContainText(MESSAGES.noTermsText);
    await note.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test('nova.staff (no terms, may not create them) goes to /dashboard without a dialog', async ({ page }) => {
    await signIn(page, 'nova.staff');
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('acme.buyer (customer) goes to /dashboard', async ({ page }) => {
    await signIn(page, 'acme.buyer');
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Buyer' })).toBeVisible();
  });

  test('acme.new (customer, first login) goes to /change-password', async ({ page }) => {
    await signIn(page, 'acme.new');
    await page.waitForURL(ROUTES.changePassword);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test("acme.terms meets the terms gate, accepts Oceanic's terms and reaches /dashboard", async ({
    page,
  }) => {
    await signIn(page, 'acme.terms');
    await page.waitForURL(ROUTES.termsGate);
    await expect(page.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'I Accept' }).click();
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Welcome, Tess Terms' })).toBeVisible();
  });
});

test('navigation shows only the modules the permissions allow (ffd.sales against ffd.admin)', async ({
  page,
}) => {
  await signIn(page, 'ffd.sales');
  await page.waitForURL(ROUTES.dashboard);
  const nav = moduleNav(page);
  const sales = nav.getByRole('button', { name: 'Sales', exact: true });
  await expect(sales).toHaveAttribute('aria-expanded', 'false');
  await sales.click();
  await expect(sales).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Leads' }).click();
  await page.waitForURL('/dashboard/sales/leads');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const salesModules = await nav.getByRole('button').allInnerTexts();
  expect(salesModules).not.toContain('Company Settings');
  expect(salesModules).not.toContain('Accounts');
  expect(salesModules).not.toContain('Users And Roles');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === ROUTES.root || url.pathname === ROUTES.login);

  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  await expect(nav.getByRole('button', { name: 'Company Settings', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  const adminModules = await nav.getByRole('button').allInnerTexts();
  expect(adminModules.length).toBeGreaterThan(salesModules.length);
  for (const module of salesModules) expect(adminModules).toContain(module);

  // The last module sits below the fold of a 720 px window: the navigation scrolls to it.
  await nav.getByRole('button', { name: 'Reports', exact: true }).click();
  await nav.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
});
