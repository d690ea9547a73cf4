import { MESSAGES, ROUTES } from '@fastforward/domain';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/users';

declare global {
  // Module augmentation of the page's window needs an interface.
  interface Window {
    cspViolations: string[];
  }
}

/**
 * Every Content-Security-Policy violation the page meets: the `securitypolicyviolation` events (an
 * init script, which the policy does not govern, listens from the first byte) and Chromium's
 * console reports of refused resources.
 */
async function watchViolations(page: Page) {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => window.cspViolations))];
}

test.describe('Content-Security-Policy', () => {
  test('the sign-in page runs under the policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the dashboard and a settings form run under the policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await signIn(page, 'ffd.admin');
    await page.waitForURL(ROUTES.dashboard);
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Admin' })).toBeVisible();
    // Mantine has written its styles: the navigation is laid out.
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();
    await page.goto(ROUTES.companySettings);
    await expect(page.getByLabel('Legal name')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the API documentation works under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/api/docs/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: /FastForward API/ })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
