import { API_PATHS, MESSAGES, ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/users';

const notFoundText = (page: Page) => page.getByText(MESSAGES.notFound);
const anyNotFoundButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${MESSAGES.goToDashboard}|${MESSAGES.goBack})$`) });

async function signInAsCustomer(page: Page) {
  await signIn(page, 'acme.buyer');
  await page.waitForURL(ROUTES.dashboard);
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Buyer' })).toBeVisible();
}

test.describe('not-found page', () => {
  test("signed out: an unknown path says so and 'Go Back' leads to /dashboard (then sign-in)", async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(notFoundText(page)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.goToDashboard })).toHaveCount(0);

    const dashboardLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === ROUTES.dashboard,
    );
    await page.getByRole('button', { name: MESSAGES.goBack }).click();
    await dashboardLoad;
    // /dashboard is private: signed out it sends the visitor on to the sign-in page.
    await page.waitForURL(ROUTES.root);
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
  });

  test("signed in: 'Go To Dashboard' reloads into the dashboard, also from inside it", async ({ page }) => {
    await signInAsCustomer(page);

    await page.goto('/no-such-page');
    await expect(notFoundText(page)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.goBack })).toHaveCount(0);
    await page.getByRole('button', { name: MESSAGES.goToDashboard }).click();
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Welcome, Ada Buyer' })).toBeVisible();

    // An unknown dashboard page shows the same message inside the dashboard layout.
    await page.goto('/dashboard/no-such-module');
    await expect(notFoundText(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.goToDashboard }).click();
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('the button is shown on /booking-response without the trailing slash', async ({ page }) => {
    await page.goto('/booking-response');
    await expect(notFoundText(page)).toBeVisible();
    await expect(page.getByRole('button', { name: MESSAGES.goBack })).toBeVisible();
  });

  for (const path of [
    '/booking-response/REF-1/extra/unknown',
    '/update-password/ffd.admin',
    '/rateEnquiryResponseForm/unknown',
    '/old/update-password',
  ]) {
    test(`the button is hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(notFoundText(page)).toBeVisible();
      await expect(anyNotFoundButton(page)).toHaveCount(0);
    });
  }
});

test('a page that fails to render shows the error fallback with the reason and a support line', async ({
  page,
}) => {
  await signInAsCustomer(page);
  // A malformed profile answer (roles is not a list) breaks the dashboard home page while rendering.
  await page.route(`**${API_PATHS.myProfile}`, (route) =>
    route.fulfill({
      json: {
        success: true,
        data: { item: { id: 1, username: 'acme.buyer', fullName: '', roles: 'broken' } },
      },
    }),
  );
  await page.reload();
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: MESSAGES.errorFallbackTitle })).toBeVisible();
  await expect(fallback).toContainText('is not a function');
  await expect(fallback.getByRole('link', { name: /support@/ })).toBeVisible();
  // Only the page failed: the navigation around it still works.
  await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
});
