import { fileURLToPath } from 'node:url';
import { ROUTES } from '@fastforward/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/users';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Picks a file through the section's upload button, as a person does with the file chooser. */
async function uploadThrough(page: Page, button: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(fixture(file));
}

/** An image is shown once its bytes are decoded: its natural width is the file's. */
const naturalWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.naturalWidth);

type ChromiumPdfViewer = HTMLElement & { getLoadSucceededForTesting(): Promise<boolean> };

/**
 * Whether Chromium's own PDF viewer, an extension frame inside the preview's frame, has read and
 * shown the document (its hook for tests answers once loading has ended).
 */
async function isPdfShown(page: Page) {
  const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  if (!viewer) return false;
  return viewer.evaluate(() => {
    const element = document.querySelector<ChromiumPdfViewer>('pdf-viewer');
    // Until the viewer's script has defined the element, the hook is not there yet.
    return typeof element?.getLoadSucceededForTesting === 'function'
      ? element.getLoadSucceededForTesting()
      : false;
  });
}

test('a business administrator uploads the company logo and registration document, sees them previewed, and the logo in the header', async ({
  page,
}) => {
  // The previews are blob: URLs in an <img> and an <iframe>: the page's CSP must let both load.
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) cspReports.push(message.text());
  });

  await signIn(page, 'ffd.admin');
  await page.waitForURL(ROUTES.dashboard);
  const header = page.getByRole('banner');
  const headerLogo = header.getByRole('img', { name: /logo$/ });
  await expect(header.getByRole('link', { name: 'FastForward website' })).toBeVisible();
  await expect(headerLogo).toHaveCount(0);

  await page.goto(ROUTES.companySettings);
  const logo = page.getByRole('region', { name: 'Company logo' });
  await expect(logo.getByText('PNG image, JPEG image or WebP image, at most 2 MB')).toBeVisible({
    timeout: 20_000,
  });
  await expect(logo.getByText(/No company logo yet/)).toBeVisible();
  await uploadThrough(page, logo.getByRole('button', { name: 'Upload company logo' }), 'company-logo.png');
  const logoPreview = logo.getByRole('img', { name: 'Company logo preview' });
  await expect(logoPreview).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => naturalWidth(logoPreview), { timeout: 20_000 }).toBe(240);
  await expect(logo.getByText('company-logo.png')).toBeVisible();

  // The header follows the upload without a reload.
  await expect(headerLogo).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => naturalWidth(headerLogo), { timeout: 20_000 }).toBe(240);

  const registration = page.getByRole('region', { name: 'Registration document' });
  await uploadThrough(
    page,
    registration.getByRole('button', { name: 'Upload registration document' }),
    'registration-document.pdf',
  );
  const pdfPreview = registration.getByTitle('Registration document preview');
  await expect(pdfPreview).toBeVisible({ timeout: 30_000 });
  await expect(pdfPreview).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => isPdfShown(page), { timeout: 30_000 }).toBe(true);
  await expect(registration.getByText('registration-document.pdf')).toBeVisible();

  // Download saves the file under the name it was uploaded with.
  const download = page.waitForEvent('download');
  await registration.getByRole('button', { name: 'Download registration document' }).click();
  expect((await download).suggestedFilename()).toBe('registration-document.pdf');

  // The documents as a person sees them: the section at the top of a tall window, under the header.
  await page.setViewportSize({ width: 1280, height: 1100 });
  await page.getByRole('heading', { name: 'Company documents' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.screenshot({ path: 'test-results/screens/company-documents.png' });
  await header.screenshot({ path: 'test-results/screens/header-company-logo.png' });

  // Stored, not only cached: another page load shows the logo in the header again.
  await page.goto(ROUTES.dashboard);
  await expect(headerLogo).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => naturalWidth(headerLogo), { timeout: 20_000 }).toBe(240);
  expect(cspReports).toEqual([]);
});
