import { API_PATHS, MESSAGES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { signIn, submitSignIn, superAdminToken } from './support/users';

const NEW_PASSWORD = 'Invited-Pass-42';

/** The newest e-mail to `address` in the outbox, through the platform administrator's API. */
async function latestMailTo(page: Page, address: string) {
  const token = await superAdminToken(page);
  const response = await page.request.get(`${API_PATHS.mailOutbox}?search=${encodeURIComponent(address)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { items: { textBody: string }[] } };
  const mail = body.data.items[0];
  expect(mail, `an e-mail to ${address}`).toBeDefined();
  return mail?.textBody ?? '';
}

test('a business administrator creates a department and a role, invites staff with it; the invitation link sets the first password; the navigation follows the role', async ({
  page,
  browser,
}) => {
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const adminNav = page.getByRole('navigation', { name: 'Modules' });
  await adminNav.getByRole('button', { name: 'Users And Roles', exact: true }).click();

  await adminNav.getByRole('link', { name: 'Departments', exact: true }).click();
  await page.getByRole('button', { name: 'New department' }).click();
  const departmentForm = page.getByRole('dialog', { name: 'New department' });
  await departmentForm.getByLabel('Department name').fill('Customs');
  await departmentForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Customs', exact: true })).toBeVisible();

  await adminNav.getByRole('link', { name: 'Roles', exact: true }).click();
  await page.getByRole('button', { name: 'New role' }).click();
  const roleForm = page.getByRole('dialog', { name: 'New role' });
  await roleForm.getByLabel('Role name').fill('Customs Clerk');
  await roleForm.getByLabel('Select all in Documentation').check();
  await roleForm.getByLabel('View Accounts').check();
  await roleForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'Customs Clerk', exact: true })).toBeVisible();

  await adminNav.getByRole('link', { name: 'Staff', exact: true }).click();
  await page.getByRole('button', { name: 'Invite staff member' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite staff member' });
  await dialog.getByLabel('Username').fill('ffd.invited');
  await dialog.getByLabel('Full name').fill('Ines Invited');
  await dialog.getByLabel('E-mail').fill('ines@oceanic.example');
  await dialog.getByLabel('Roles').click();
  await page.getByRole('option', { name: 'Customs Clerk' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to ines@oceanic.example')).toBeVisible();

  const text = await latestMailTo(page, 'ines@oceanic.example');
  const link = text.match(/https?:\/\/\S+\/change-password\?t=\S+&token=[A-Za-z0-9_-]+/)?.[0];
  expect(link, 'the invitation link').toBeDefined();

  // The invited person has no session: a fresh browser context opens the e-mailed link.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await invitee.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await invitee.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await invitee.getByRole('button', { name: 'Update' }).click();
  await expect(invitee.getByRole('dialog', { name: MESSAGES.passwordChangedTitle })).toBeVisible();
  await invitee.getByRole('button', { name: 'OK' }).click();
  await expect(invitee).toHaveURL(/\/login$/);

  // A new member has not accepted the platform terms yet: the SPEC §4 gate comes first.
  await submitSignIn(invitee, 'ffd.invited', NEW_PASSWORD);
  await expect(invitee).toHaveURL(/\/tandc$/);
  await invitee.getByRole('button', { name: 'I Accept' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  const nav = invitee.getByRole('navigation', { name: 'Modules' });
  // Exactly the modules of the role's permissions (SPEC §2 navigation).
  await expect(nav.getByRole('button', { name: 'Documentation', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(nav.getByRole('button')).toHaveCount(2);

  // The link is single-use.
  await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(invitee.getByRole('dialog', { name: MESSAGES.errorTitle })).toContainText(
    MESSAGES.forgetLinkExpired,
  );
});
