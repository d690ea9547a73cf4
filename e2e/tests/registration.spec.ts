import { MESSAGES, REGISTRATION_MESSAGES, ROUTES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  acceptInvitation,
  createDepartment,
  createRole,
  inviteStaff,
  latestMailTo,
  linkIn,
  moduleButtons,
} from './support/organisation';
import { chooseOption } from './support/pickers';
import { signIn, submitSignIn } from './support/users';

const ADMIN = { username: 'tide.admin', password: 'Tide-Admin-Pass1', email: 'tara@tidewater.example' };

test('a new forwarder registers, verifies its e-mail, is approved, completes its settings and builds its team; its first staff member sees exactly what its role allows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);

  // 1. Registration (/registrationForm) with the server's availability checks.
  await page.goto('/registrationForm');
  await page.getByLabel('Company name').fill('Tidewater Forwarding');
  await page.getByLabel('Short name').fill('tidewater');
  await page.getByLabel('Phone').click();
  await expect(page.getByText(REGISTRATION_MESSAGES.shortNameAvailable)).toBeVisible();
  await chooseOption(page, 'Country', 'Singa', 'Singapore (SG)');
  await page.getByLabel('Phone').fill('+65 6555 0199');
  await page.getByLabel('Full name').fill('Tara Tidewater');
  await page.getByLabel('Username').fill('ffd.admin');
  await page.getByLabel('E-mail').click();
  await expect(page.getByText(REGISTRATION_MESSAGES.usernameTaken)).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByLabel(/I have read and accept the licence agreement/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/thankYouPage$/);
  await expect(page.getByText(ADMIN.email)).toBeVisible();

  // 2. The e-mailed link verifies the address.
  const verifyLink = linkIn(
    await latestMailTo(page, ADMIN.email),
    /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/,
  );
  await page.goto(verifyLink);
  await expect(page.getByText(REGISTRATION_MESSAGES.emailVerified)).toBeVisible();

  // Before approval, signing in ends at the terms gate, which says why.
  await page.goto('/login');
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/tandc$/);
  await expect(
    page.getByText('Your company is awaiting approval by the platform administrator.'),
  ).toBeVisible();

  // 3. The platform administrator approves it.
  const platform = await (await browser.newContext()).newPage();
  await signIn(platform, 'platform.admin');
  await platform.waitForURL(/\/dashboard|\/super-user-dashboard/);
  await platform.goto('/super-user-dashboard/companies');
  await platform.getByLabel('Search companies').fill('Tidewater');
  await platform.getByRole('button', { name: 'Approve Tidewater Forwarding' }).click();
  await platform.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(platform.getByText('Tidewater Forwarding has been approved.')).toBeVisible();
  await platform.close();

  // 4. Signed in again: SPEC §4's 'Note' (no terms yet), the platform terms, then the dashboard
  //    asks for the company settings; the bell carries the approval.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/(login)?$/);
  await page.goto('/login');
  await submitSignIn(page, ADMIN.username, ADMIN.password);
  const note = page.getByRole('dialog', { name: MESSAGES.noteTitle });
  await expect(note).toContainText(MESSAGES.noTermsText);
  await note.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/tandc$/);
  await page.getByRole('button', { name: 'I Accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete company settings' }).click();
  await page.waitForURL(ROUTES.companySettings);
  // The country, phone and e-mail given at registration are not asked again.
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Singapore (SG)');
  await expect(page.getByLabel('Phone')).toHaveValue('+65 6555 0199');
  await expect(page.getByLabel('Contact e-mail')).toHaveValue(ADMIN.email);
  await page.getByLabel('Address line 1').fill('1 Harbourfront Walk');
  await page.getByLabel('City').fill('Singapore');
  await page.getByLabel('Contact e-mail').fill('ops@tidewater.example');
  await chooseOption(page, 'Base currency', 'SGD', 'SGD — Singapore Dollar');
  await chooseOption(page, 'Time zone', 'Singapore', 'Asia/Singapore');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Basic settings saved. The company setup is complete.')).toBeVisible();

  // 5. Its team: a department, a role with chosen permissions, a staff member.
  await createDepartment(page, 'Documentation Desk');
  await createRole(page, 'Document Controller', ['Select all in Documentation', 'View Accounts']);
  const invitation = await inviteStaff(page, {
    username: 'tide.docs',
    fullName: 'Dana Docs',
    email: 'dana@tidewater.example',
    role: 'Document Controller',
  });

  // 6. The staff member's first sign-in sets the password through the link; the navigation shows
  //    exactly the modules the role allows.
  const staff = await acceptInvitation(browser, invitation, 'tide.docs', 'Dana-Docs-Pass1');
  const nav = staff.getByRole('navigation', { name: 'Modules' });
  await expect(nav.getByRole('button', { name: 'Documentation', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(moduleButtons(staff)).toHaveCount(2);
});

test('an empty registration form names what is missing, and the password hints start neutral', async ({
  page,
}) => {
  await page.goto('/registrationForm');
  const hints = page.getByRole('list', { name: 'Password requirements' });
  await expect(hints.getByRole('listitem')).toHaveCount(4);
  await expect(hints.locator('.ff-hint-unmet')).toHaveCount(0);
  await expect(hints).not.toContainText('not met');

  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Company name is required',
    'Short name is required',
    'Country is required',
    'Phone is required',
    'Password is required',
    REGISTRATION_MESSAGES.licenseRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(/must be at least|ISO code/)).toHaveCount(0);

  // From the first character the hints say which requirement is met.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a');
  await expect(hints.locator('.ff-hint-met')).toHaveCount(1);
  await expect(hints.locator('.ff-hint-unmet')).toHaveCount(3);
});
