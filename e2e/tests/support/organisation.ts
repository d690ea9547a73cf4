import { API_PATHS, MESSAGES } from '@fastforward/domain';
import { type Browser, expect, type Page } from '@playwright/test';
import { submitSignIn, superAdminToken } from './users';

/**
 * The newest e-mail to `address` in the outbox, read through the platform administrator's API;
 * waits for it, since some mails are written by a background job after the request answered.
 */
export async function latestMailTo(page: Page, address: string) {
  const token = await superAdminToken(page);
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `${API_PATHS.mailOutbox}?search=${encodeURIComponent(address)}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const body = (await response.json()) as { data: { items: { textBody: string }[] } };
        text = body.data.items[0]?.textBody;
        return text;
      },
      { message: `an e-mail to ${address}`, timeout: 30_000 },
    )
    .toBeDefined();
  return text ?? '';
}

/** The path and query of the first link in `text` matching `pattern` (the e-mails carry absolute URLs). */
export function linkIn(text: string, pattern: RegExp) {
  const link = text.match(pattern)?.[0];
  expect(link, `a link matching ${pattern}`).toBeDefined();
  const url = new URL(link ?? 'http://invalid/');
  return url.pathname + url.search;
}

const modulesNav = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

/** Opens a sub-module page from the navigation, expanding its module. */
export async function openFromNav(page: Page, moduleName: string, pageName: string) {
  const nav = modulesNav(page);
  const link = nav.getByRole('link', { name: pageName, exact: true });
  // The module's own state, not the link's visibility: a module that holds the current page opens
  // itself once the modules have loaded, and a click then would fold it shut.
  const module = nav.getByRole('button', { name: moduleName, exact: true });
  const from = new URL(page.url()).pathname;
  // A click that lands while the sign-in's landing is still settling can be overtaken by it, so
  // the click is tried again until the address has moved on (the page may redirect further).
  await expect(async () => {
    await expect(module).toHaveAttribute('aria-expanded', /^(true|false)$/);
    if ((await module.getAttribute('aria-expanded')) !== 'true') await module.click();
    const href = await link.getAttribute('href', { timeout: 5_000 });
    await link.click({ timeout: 5_000 });
    if (href === from) return;
    await expect(page).toHaveURL((url) => url.pathname !== from, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

export async function createDepartment(page: Page, name: string) {
  await openFromNav(page, 'Users And Roles', 'Departments');
  await page.getByRole('button', { name: 'New department' }).click();
  const form = page.getByRole('dialog', { name: 'New department' });
  await form.getByLabel('Department name').fill(name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

/** A role with the permissions whose checkbox labels are given (e.g. 'Select all in Documentation'). */
export async function createRole(page: Page, name: string, checkboxLabels: readonly string[]) {
  await openFromNav(page, 'Users And Roles', 'Roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const form = page.getByRole('dialog', { name: 'New role' });
  await form.getByLabel('Role name').fill(name);
  for (const label of checkboxLabels) await form.getByLabel(label).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

export type Invitee = { username: string; fullName: string; email: string; role: string };

/** Invites a staff member with one role and answers the first-login link from the e-mail. */
export async function inviteStaff(page: Page, invitee: Invitee) {
  await openFromNav(page, 'Users And Roles', 'Staff');
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff member' });
  await dialog.getByLabel('Username').fill(invitee.username);
  await dialog.getByLabel('Full name').fill(invitee.fullName);
  await dialog.getByLabel('E-mail').fill(invitee.email);
  await dialog.getByLabel('Roles').click();
  await page.getByRole('option', { name: invitee.role }).click();
  // The multi-select keeps its list open, over the buttons when the company has several roles.
  await dialog.getByRole('heading', { name: 'Invite staff member' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  const text = await latestMailTo(page, invitee.email);
  return linkIn(text, /https?:\/\/\S+\/change-password\?t=\S+&token=[A-Za-z0-9_-]+/);
}

/**
 * The invited person has no session: a fresh browser context opens the e-mailed link, sets the
 * password, signs in and passes the platform terms gate. Returns the signed-in page.
 */
export async function acceptInvitation(browser: Browser, link: string, username: string, password: string) {
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await invitee.getByLabel('Password', { exact: true }).fill(password);
  await invitee.getByLabel('Confirm Password').fill(password);
  await invitee.getByRole('button', { name: 'Update' }).click();
  await expect(invitee.getByRole('dialog', { name: MESSAGES.passwordChangedTitle })).toBeVisible();
  await invitee.getByRole('button', { name: 'OK' }).click();
  await expect(invitee).toHaveURL(/\/login$/);
  // A new member has not accepted the platform terms yet: the SPEC §4 gate comes first.
  await submitSignIn(invitee, username, password);
  await expect(invitee).toHaveURL(/\/tandc$/);
  await invitee.getByRole('button', { name: 'I Accept' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  return invitee;
}

/** The module buttons of the navigation: exactly what the user's permissions open (SPEC §2). */
export const moduleButtons = (page: Page) => modulesNav(page).getByRole('button');
