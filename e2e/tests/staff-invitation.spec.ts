import { MESSAGES } from '@fastforward/domain';
import { expect, test } from '@playwright/test';
import {
  acceptInvitation,
  createDepartment,
  createRole,
  inviteStaff,
  moduleButtons,
} from './support/organisation';
import { signIn } from './support/users';

const NEW_PASSWORD = 'Invited-Pass-42';

test('a business administrator creates a department and a role, invites staff with it; the invitation link sets the first password; the navigation follows the role', async ({
  page,
  browser,
}) => {
  await signIn(page, 'ffd.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await createDepartment(page, 'Customs');
  await createRole(page, 'Customs Clerk', ['Select all in Documentation', 'View Accounts']);
  const link = await inviteStaff(page, {
    username: 'ffd.invited',
    fullName: 'Ines Invited',
    email: 'ines@oceanic.example',
    role: 'Customs Clerk',
  });

  const invitee = await acceptInvitation(browser, link, 'ffd.invited', NEW_PASSWORD);
  const nav = invitee.getByRole('navigation', { name: 'Modules' });
  // Exactly the modules of the role's permissions (SPEC §2 navigation).
  await expect(nav.getByRole('button', { name: 'Documentation', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Accounts', exact: true })).toBeVisible();
  await expect(moduleButtons(invitee)).toHaveCount(2);

  // The link is single-use.
  await invitee.goto(link);
  await expect(invitee.getByRole('dialog', { name: MESSAGES.errorTitle })).toContainText(
    MESSAGES.forgetLinkExpired,
  );
});
