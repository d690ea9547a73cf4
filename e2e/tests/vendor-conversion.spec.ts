import { COMPANY_CATEGORY, MESSAGES, REGISTRATION_MESSAGES, STORAGE_KEYS } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { latestMailTo, linkIn, openFromNav } from './support/organisation';
import { chooseOption } from './support/pickers';
import { signIn } from './support/users';

const COMPANY = 'Coral Cargo Agents';
const VENDOR = { username: 'coral.admin', password: 'Coral-Admin-Pass1', email: 'cora@coralcargo.example' };

/** The category the signed-in session stored from its login answer. */
const storedCategory = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? 'null') as { companyCategory?: { categoryCode?: string } })
        ?.companyCategory?.categoryCode,
    STORAGE_KEYS.customerKyc,
  );

test('a vendor registers, is approved, describes what it serves and asks to become a forwarder; once the platform approves, it signs in as a forwarder', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // 1. The vendor registers on the public form and verifies its e-mail from the outbox.
  await page.goto('/registrationForm');
  await page.getByLabel('Company name').fill(COMPANY);
  await page.getByLabel('Short name').fill('coralcargo');
  await page.getByLabel('Vendor (carrier, agent, transporter)').check();
  await chooseOption(page, 'Country', 'United Arab', 'United Arab Emirates (AE)');
  await page.getByLabel('Phone').fill('+971 4 555 0300');
  await page.getByLabel('Full name').fill('Cora Coral');
  await page.getByLabel('Username').fill(VENDOR.username);
  await page.getByLabel('E-mail').fill(VENDOR.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(VENDOR.password);
  await page.getByLabel('Confirm password').fill(VENDOR.password);
  await page.getByLabel(/I have read and accept the licence agreement/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/thankYouPage$/);
  const verifyLink = linkIn(
    await latestMailTo(page, VENDOR.email),
    /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/,
  );
  await page.goto(verifyLink);
  await expect(page.getByText(REGISTRATION_MESSAGES.emailVerified)).toBeVisible();

  // 2. The platform administrator approves it among the vendors.
  const platform = await (await browser.newContext()).newPage();
  await signIn(platform, 'platform.admin');
  await platform.waitForURL(/\/super-user-dashboard/);
  const platformNav = platform.getByRole('navigation', { name: 'Platform administration' });
  await platformNav.getByRole('link', { name: 'Vendors', exact: true }).click();
  await platform.getByLabel('Search companies').fill('Coral');
  await platform.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  await platform.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(platform.getByText(`${COMPANY} has been approved.`)).toBeVisible();

  // 3. The vendor signs in (no terms of its own yet, then the platform's), fills its vendor profile
  //    and asks to become a forwarder.
  await signIn(page, VENDOR.username, VENDOR.password);
  const note = page.getByRole('dialog', { name: MESSAGES.noteTitle });
  await note.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/tandc$/);
  await page.getByRole('button', { name: 'I Accept' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedCategory(page)).toBe(COMPANY_CATEGORY.vendor);
  await openFromNav(page, 'Vendors', 'Vendor Profile');
  const profile = page.getByRole('form', { name: 'Vendor profile' });
  await profile.getByRole('checkbox', { name: 'Air' }).check();
  await profile.getByRole('checkbox', { name: 'Sea' }).check();
  await profile.getByRole('button', { name: 'Add lane' }).click();
  await chooseOption(page, 'Origin country', 'United Arab', 'United Arab Emirates (AE)');
  await chooseOption(page, 'Destination country', 'India', 'India (IN)');
  await profile.getByLabel('Description').fill('Air and sea consolidation out of Jebel Ali');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Vendor profile saved.')).toBeVisible();

  const card = page.getByRole('region', { name: 'Become a forwarder' });
  await card.getByLabel('Reason').fill('We run our own consolidations and want to serve shippers directly.');
  await card.getByRole('button', { name: 'Send request' }).click();
  await expect(card.getByText(/waiting for the platform administrator's decision/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send request' })).toHaveCount(0);

  // 4. The platform administrator approves the request.
  await platform.reload();
  const requests = platformNav.getByRole('link', { name: /Forwarder requests/ });
  await expect(requests).toContainText('1');
  await requests.click();
  await platform.getByRole('button', { name: `Approve ${COMPANY}` }).click();
  await platform.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(platform.getByText(`The request of ${COMPANY} has been approved.`)).toBeVisible();
  await expect(platform.getByText('No pending requests.')).toBeVisible();
  await platform.close();
  const mail = await latestMailTo(page, VENDOR.email);
  expect(mail).toContain(`${COMPANY} is now a freight forwarder on FastForward`);

  // 5. The vendor's session has ended: signed in again, its company is a forwarder.
  await page.reload();
  await expect(page).not.toHaveURL(/\/dashboard/);
  await signIn(page, VENDOR.username, VENDOR.password);
  // A forwarder without terms of its own is reminded of them at each sign-in, as the vendor was.
  const reminder = page.getByRole('dialog', { name: MESSAGES.noteTitle });
  await expect(reminder.or(page.getByRole('navigation', { name: 'Modules' }))).toBeVisible();
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await storedCategory(page)).toBe(COMPANY_CATEGORY.freightForwarder);
  await openFromNav(page, 'Vendors', 'Vendor Profile');
  await expect(page.getByRole('form', { name: 'Vendor profile' }).getByLabel('Description')).toHaveValue(
    'Air and sea consolidation out of Jebel Ali',
  );
  await expect(page.getByRole('region', { name: 'Become a forwarder' })).toHaveCount(0);
  // As a forwarder it keeps a vendor list of its own.
  await openFromNav(page, 'Vendors', 'Vendors');
  await expect(page.getByRole('button', { name: 'Add registered vendor' })).toBeVisible();
});
