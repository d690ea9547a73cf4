import { expect, type Page } from '@playwright/test';

/** What the page saw of the app's frame (header and navigation column) since it loaded. */
export type ShellRecord = {
  /** The frame appeared. */
  shown: boolean;
  /** The header or the navigation column left the page after it had appeared (a remount counts). */
  lost: string[];
  /** A loader over the whole window appeared while the frame was there. */
  fullPageLoaders: number;
  /** A page's loading state showed before the frame did (the frame's own code was not ready). */
  loadersBeforeFrame: number;
};

declare global {
  interface Window {
    shellRecord?: ShellRecord;
  }
}

/**
 * Watches every change of the page, from its first script on, with a MutationObserver: the header
 * and navigation elements, once shown, must stay the very same elements, and nothing may cover
 * them. Call before the page loads (it survives reloads: each document gets its own record).
 */
export async function watchShell(page: Page) {
  await page.addInitScript(() => {
    const record: ShellRecord = { shown: false, lost: [], fullPageLoaders: 0, loadersBeforeFrame: 0 };
    window.shellRecord = record;
    const frame = { header: null as Element | null, navbar: null as Element | null };
    const find = () => ({
      header: document.querySelector('header'),
      navbar: document.querySelector('.mantine-AppShell-navbar'),
    });
    new MutationObserver(() => {
      if (!record.shown) {
        const found = find();
        if (found.header && found.navbar) {
          Object.assign(frame, found);
          record.shown = true;
        } else if (document.querySelector('.ff-page-loading')) {
          record.loadersBeforeFrame += 1;
        }
        return;
      }
      for (const part of ['header', 'navbar'] as const) {
        if (!frame[part]?.isConnected) {
          record.lost.push(`${part} at ${location.pathname}`);
          frame[part] = find()[part];
        }
      }
      if (document.querySelector('.ff-fullpage')) record.fullPageLoaders += 1;
    }).observe(document, { childList: true, subtree: true });
  });
}

export const readShellRecord = async (page: Page) => {
  const record = await page.evaluate(() => window.shellRecord);
  expect(record, 'the shell watcher runs in the page').toBeDefined();
  return record as ShellRecord;
};

/** The frame appeared, and stayed, uncovered, through everything since. */
export async function expectShellKept(page: Page) {
  const record = await readShellRecord(page);
  expect(record.shown).toBe(true);
  expect(record.lost).toEqual([]);
  expect(record.fullPageLoaders).toBe(0);
}
