import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const port = Number(process.env.E2E_PORT ?? 4319);
// A fresh embedded database per run, seeded with the demo data the journeys sign in with.
const dataDir = mkdtempSync(join(tmpdir(), 'ff-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/meta.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin-Password-1',
      PUBLIC_APP_URL: `http://127.0.0.1:${port}`,
      // Every journey signs in from 127.0.0.1: the address may fail often. The account limit is the
      // real one's scale, so sign-in-limits.spec.ts meets it on an account no other journey uses.
      LOGIN_LIMIT_PER_IP: '10000',
      LOGIN_LIMIT_PER_ACCOUNT: '5',
      LOG_LEVEL: 'warn',
    },
  },
});
