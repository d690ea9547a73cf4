/// <reference lib="dom" />
// The DOM's types, for the functions that run in the page.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@fastforward/domain';
import { CHROMIUM_LAUNCH_OPTIONS } from '@fastforward/e2e/chromium';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startApp } from './lib/app-under-test';
import { fmt, median, report } from './lib/stats';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const USER = { username: 'ffd.admin', password: 'FastForward1' };
const ROUNDS = 5;
/** Lighthouse's "slow 4G": 1.6 Mbps down, 750 Kbps up, 150 ms round trip. */
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const TARGET = { totalKiB: 200, jsKiB: 170, ratio: 2 };

/**
 * When a page became usable, by the page's own clock (milliseconds from the start of its
 * navigation): `usable` runs in the page on every animation frame and answers `performance.now()`
 * once it holds, so neither the browser driver's polling nor its round trips count.
 */
async function usableAt(page: Page, usable: () => number | false) {
  const handle = await page.waitForFunction(usable, undefined, { polling: 'raf', timeout: 60_000 });
  return (await handle.jsonValue()) as number;
}

/** The sign-in page is usable once its form can be filled and sent. */
const signInUsable = () =>
  [...document.querySelectorAll('button')].some(
    (b) => b.textContent?.trim() === 'Login' && b.checkVisibility(),
  ) && performance.now();

/** The dashboard is usable once its navigation of modules and the page's heading are on screen. */
const dashboardUsable = () =>
  !!document.querySelector('nav[aria-label="Modules"] button')?.checkVisibility() &&
  [...document.querySelectorAll('h1')].some(
    (h) => h.textContent?.trim() === 'Dashboard' && h.checkVisibility(),
  ) &&
  performance.now();

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}${ROUTES.login}`);
  await page.getByLabel('Username').fill(USER.username);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await usableAt(page, dashboardUsable);
}

/** The JS and CSS this document downloaded so far: bytes on the wire (compressed) and unpacked. */
const transferred = (page: Page) =>
  page.evaluate(() => {
    const sum = { js: { files: 0, wire: 0, raw: 0 }, css: { files: 0, wire: 0, raw: 0 } };
    for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      const path = new URL(entry.name).pathname;
      const kind = path.endsWith('.js') ? sum.js : path.endsWith('.css') ? sum.css : null;
      if (!kind) continue;
      kind.files += 1;
      kind.wire += entry.encodedBodySize;
      kind.raw += entry.decodedBodySize;
    }
    return sum;
  });

/** A first visit: an empty cache, the sign-in page, signing in, the dashboard (not throttled). */
async function firstVisit(browser: Browser, origin: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, origin);
    await page.waitForLoadState('networkidle');
    return await transferred(page);
  } finally {
    await context.close();
  }
}

/**
 * Milliseconds from asking for `path` until `usable` holds, on the throttled connection with the
 * browser cache off (every file comes over the wire, as on a first visit). With `signedIn` the
 * context signs in first, unthrottled, so that the path opens the dashboard.
 */
async function timeLoad(
  browser: Browser,
  origin: string,
  path: string,
  usable: () => number | false,
  signedIn: boolean,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (signedIn) {
      await signIn(page, origin);
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    return await usableAt(page, usable);
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => bytes / 1024;

/**
 * The web app as the API serves it (built, precompressed): what a first visit to the dashboard
 * downloads (JS and CSS, compressed), and the time to a usable dashboard ÷ the time to a usable
 * sign-in page, both from an empty cache on a throttled connection, in alternating rounds (median).
 */
export async function benchDashboardLoad() {
  execFileSync('npm', ['run', 'build', '-w', '@fastforward/web'], { cwd: repo, stdio: 'ignore' });
  // A copy of this build: another build of the tree meanwhile would swap files under the server.
  const webDistDir = mkdtempSync(join(tmpdir(), 'ff-bench-web-'));
  cpSync(join(repo, 'apps/web/dist'), webDistDir, { recursive: true });
  const subject = await startApp({ webDistDir });
  const origin = subject.url;
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const visit = await firstVisit(browser, origin);
    const total = visit.js.wire + visit.css.wire;
    report(
      'Dashboard first visit, JS + CSS transferred (compressed)',
      kib(total),
      `≤ ${TARGET.totalKiB} in all, JS ≤ ${TARGET.jsKiB}`,
      kib(total) <= TARGET.totalKiB && kib(visit.js.wire) <= TARGET.jsKiB,
      `JS ${fmt(kib(visit.js.wire), 1)} KiB in ${visit.js.files} files (${fmt(kib(visit.js.raw), 1)} KiB unpacked), CSS ${fmt(kib(visit.css.wire), 1)} KiB in ${visit.css.files} files (${fmt(kib(visit.css.raw), 1)} KiB unpacked)`,
      'KiB',
    );

    const signInMs: number[] = [];
    const dashboardMs: number[] = [];
    const loadSignIn = async () =>
      signInMs.push(await timeLoad(browser, origin, ROUTES.login, signInUsable, false));
    const loadDashboard = async () =>
      dashboardMs.push(await timeLoad(browser, origin, ROUTES.dashboard, dashboardUsable, true));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating order, so neither always runs on the machine the other just warmed.
      const order = round % 2 === 0 ? [loadSignIn, loadDashboard] : [loadDashboard, loadSignIn];
      for (const load of order) await load();
    }
    const ratio = median(dashboardMs) / median(signInMs);
    report(
      'Time to a usable dashboard ÷ sign-in page (1.6 Mbps, 150 ms, empty cache)',
      ratio,
      `≤ ${TARGET.ratio}`,
      ratio <= TARGET.ratio,
      `dashboard ${fmt(median(dashboardMs), 0)} ms, sign-in ${fmt(median(signInMs), 0)} ms (medians of ${ROUNDS})`,
    );
    return ratio;
  } finally {
    await browser.close();
    await subject.close();
    rmSync(webDistDir, { recursive: true, force: true });
  }
}
