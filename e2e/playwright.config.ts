import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the
 * built app on a real server that this run starts on a fresh demo database.
 */
const port = Number(process.env.E2E_PORT ?? 3197);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), `das-board-e2e-${port}`);
/** The panel's tenants test moves the demo's only area vice president to another area and back. */
const MOVES_SHARED_ACCOUNTS = /platform-tenants\.spec\.ts/;
// Workers load this file too; only the runner, which starts the server, starts it clean.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Tests start as a visitor who has already answered the cookie banner and
    // without the service worker; the tests of those two opt back in.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'cookie-consent', value: 'minimal' },
            { name: 'cookie-consent-date', value: new Date().toISOString() },
            {
              name: 'cookie-preferences',
              value: '{"essential":true,"functional":false,"analytics":false,"marketing":false}',
            },
          ],
        },
      ],
    },
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: MOVES_SHARED_ACCOUNTS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Tests that move a demo account other tests sign in as run once those are done.
    {
      name: 'after-the-rest',
      testMatch: MOVES_SHARED_ACCOUNTS,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: dataDir, DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
