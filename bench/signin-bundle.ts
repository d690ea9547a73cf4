import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH_OPTIONS } from '@fastforward/e2e/chromium';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { fmt, report } from './lib/stats';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const webDist = join(repo, 'apps/web/dist');
const baselineRoot = join(repo, 'bench/results/react-only');
const TARGET = 1.3;

/** The baseline: a page of React and ReactDOM only, built by the same Vite and plugin settings. */
async function buildReactOnlyPage() {
  mkdirSync(join(baselineRoot, 'src'), { recursive: true });
  writeFileSync(
    join(baselineRoot, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(baselineRoot, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Sign in</h1>);\n",
  );
  await build({
    root: baselineRoot,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
  });
  return join(baselineRoot, 'dist');
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
};

/** A static server with the single-page fallback, on loopback. */
function serve(root: string) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    let file = join(root, path);
    if (!file.startsWith(root) || !extname(file)) file = join(root, 'index.html');
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise<{ url: string; close: () => void }>((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      ok({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}

/** Loads a page in Chromium and returns the gzip size of every script it downloaded. */
async function scriptsOf(root: string, path: string, ready: string) {
  const site = await serve(root);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    const scripts: { url: string; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), gzip: gzipSync(await response.body()).length });
    });
    await page.goto(`${site.url}${path}`);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await browser.close();
    site.close();
  }
}

/** Sign-in route JavaScript (gzip) against a React-only page built the same way; no dashboard code. */
export async function benchSigninBundle() {
  execFileSync('npm', ['run', 'build', '-w', '@fastforward/web'], { cwd: repo, stdio: 'ignore' });
  const baselineDist = await buildReactOnlyPage();
  const app = await scriptsOf(webDist, '/login', 'FAST FORWARD SOLUTION FOR ALL LOGISTICS BUSINESS');
  const baseline = await scriptsOf(baselineDist, '/', 'Sign in');
  const total = (s: { gzip: number }[]) => s.reduce((sum, x) => sum + x.gzip, 0);
  const ratio = total(app) / total(baseline);
  const dashboardChunks = app.filter((s) => /dashboard|providers|super-user|mantine|query/i.test(s.url));
  report(
    'Sign-in route JS (gzip, sign-in ÷ React-only page)',
    ratio,
    `≤ ${TARGET}, no dashboard code`,
    ratio <= TARGET && dashboardChunks.length === 0,
    `sign-in ${fmt(total(app) / 1024, 1)} KiB in ${app.length} scripts, React-only ${fmt(total(baseline) / 1024, 1)} KiB; dashboard chunks loaded: ${dashboardChunks.length === 0 ? 'none' : dashboardChunks.map((s) => s.url).join(', ')}`,
  );
  return ratio;
}
