import { ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { openFromNav } from './support/organisation';
import { expectShellKept, readShellRecord, watchShell } from './support/shell-watch';
import { signIn } from './support/users';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Screens for a person to look at (test-results/screens). */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, animations: 'disabled' });

const modulesNav = (page: Page) => page.getByRole('navigation', { name: 'Modules' });

async function signInToDashboard(page: Page) {
  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Welcome, Olivia Admin' })).toBeVisible();
}

/** The header is one line: nothing in it lies outside its box or the window. */
async function expectHeaderOnOneLine(page: Page) {
  const header = page.getByRole('banner');
  const box = await header.boundingBox();
  expect(box?.height).toBe(60);
  const viewport = page.viewportSize();
  for (const control of [
    page.getByRole('link', { name: 'FastForward website' }),
    page.getByRole('button', { name: 'User menu' }),
  ]) {
    const part = await control.boundingBox();
    expect(part, 'a header control is laid out').not.toBeNull();
    if (!part || !box || !viewport) continue;
    expect(part.y).toBeGreaterThanOrEqual(box.y);
    expect(part.y + part.height).toBeLessThanOrEqual(box.y + box.height);
    expect(part.x + part.width).toBeLessThanOrEqual(viewport.width);
  }
}

/** The page's title starts below the header, not under it. */
async function expectTitleClear(page: Page, title: string) {
  const header = await page.getByRole('banner').boundingBox();
  const heading = await page.getByRole('heading', { name: title, level: 1 }).boundingBox();
  expect(heading && header && heading.y >= header.y + header.height).toBe(true);
}

test.describe('the app shell', () => {
  test('signing in opens the dashboard whole, and its pages change inside the frame', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await watchShell(page);
    await signInToDashboard(page);
    // The frame's code came with the sign-in's own animation: no loader of its own before it.
    expect((await readShellRecord(page)).loadersBeforeFrame).toBe(0);
    await expectTitleClear(page, 'Dashboard');
    await shoot(page, 'shell-dashboard-1440');

    for (const [module, name, heading] of [
      ['Masters', 'Weight Slabs', 'Weight Slabs'],
      ['Users And Roles', 'Staff', 'Staff'],
      ['Company Settings', 'Bank Details', 'Bank Details'],
      ['Masters', 'Free Days', 'Free Days'],
      ['Dashboard', 'Overview', 'Dashboard'],
    ] as const) {
      await openFromNav(page, module, name);
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expectShellKept(page);
  });

  test('at phone width the header stays on one line and the navigation opens from the burger', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await watchShell(page);
    await signInToDashboard(page);
    await expectHeaderOnOneLine(page);
    await expectTitleClear(page, 'Dashboard');
    await expect(modulesNav(page)).not.toBeInViewport();
    await shoot(page, 'shell-dashboard-390');

    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await burger.click();
    await expect(modulesNav(page)).toBeInViewport();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await shoot(page, 'shell-dashboard-390-navigation');
    await openFromNav(page, 'Masters', 'Weight Slabs');
    // Following a link closes the navigation over the page.
    await expect(page.getByRole('heading', { name: 'Weight Slabs', level: 1 })).toBeInViewport();
    await expect(modulesNav(page)).not.toBeInViewport();
    await expectHeaderOnOneLine(page);
    await expectShellKept(page);
  });
});
