// `npm run screenshots`: photographs four role dashboards of the running app on fresh demo
// data, for the landing page's hero and /screenshots. Builds the web app when stale, starts
// the server on a temporary data folder and a free port, signs in as each demo account
// through the login page, and writes WebP images (encoded by the same Chromium, so no image
// library is needed) to apps/web/public/screenshots/.
/* global window, createImageBitmap, OffscreenCanvas -- used inside page.evaluate, in the browser */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'apps/web/public/screenshots');
const VIEWPORT = { width: 1440, height: 900 };
const PASSWORD = 'DemoPass123';
const MAX_BYTES = 250 * 1024;

/** The four slides of the hero (SPEC.md §1), each a demo account's home. */
const SHOTS = [
  { file: 'sales.webp', role: 'salesperson', path: '/dashboard/sales' },
  { file: 'finance-manager.webp', role: 'finance_manager', path: '/dashboard/finance' },
  { file: 'sales-manager.webp', role: 'sales_manager', path: '/dashboard/sales-manager' },
  { file: 'general-manager.webp', role: 'general_manager', path: '/dashboard/gm' },
];

const log = (line) => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not answer /api/health within 120 s.');
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Signs in as a person would, then opens the dashboard once its figures (not skeletons) show. */
async function capture(browser, baseURL, shot) {
  const context = await browser.newContext({
    baseURL,
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    reducedMotion: 'reduce',
  });
  // A decided cookie choice and English, so no banner or other language covers the board.
  await context.addInitScript(() => {
    localStorage.setItem('app-language', 'en');
    localStorage.setItem('cookie-consent', 'minimal');
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false }),
    );
  });
  const page = await context.newPage();
  try {
    await page.goto('/auth?noredirect=true');
    await page.getByLabel('Email', { exact: true }).fill(`${shot.role}@demo.example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });

    await page.goto(shot.path);
    await page.waitForURL((url) => url.pathname === shot.path);
    await page.waitForLoadState('networkidle');
    await page
      .locator('[role="status"][aria-busy="true"], .animate-pulse')
      .first()
      .waitFor({ state: 'detached', timeout: 30_000 })
      .catch(() => undefined);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Charts draw in after their data arrives; give them a moment to settle.
    await page.waitForTimeout(1_500);
    await page.evaluate(() => window.scrollTo(0, 0));
    return await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/** PNG in, WebP out, through the browser's own encoder; lowers quality until it fits. */
async function toWebp(encoder, png) {
  for (const quality of [0.82, 0.74, 0.66, 0.58, 0.5]) {
    const base64 = await encoder.evaluate(
      async ({ data, quality }) => {
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d').drawImage(bitmap, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
        const buffer = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < buffer.length; i += 0x8000) {
          binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      },
      { data: png.toString('base64'), quality },
    );
    const webp = Buffer.from(base64, 'base64');
    if (webp.length <= MAX_BYTES) return { webp, quality };
  }
  throw new Error('A screenshot stays over 250 KB even at WebP quality 0.5.');
}

async function main() {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-web-if-stale.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'das-board-screenshots-'));
  log(`Starting the server on ${baseURL} with demo data in ${dataDir}…`);
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );

  let browser;
  try {
    await waitForHealth(baseURL, server);
    browser = await chromium.launch({
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
    });
    const encoder = await browser.newPage();
    await encoder.goto(`${baseURL}/api/health`);
    mkdirSync(outDir, { recursive: true });
    for (const shot of SHOTS) {
      const png = await capture(browser, baseURL, shot);
      const { webp, quality } = await toWebp(encoder, png);
      const target = join(outDir, shot.file);
      writeFileSync(target, webp);
      log(
        `${shot.path} as ${shot.role}: ${target.slice(root.length)} ` +
          `(${VIEWPORT.width}×${VIEWPORT.height}, WebP q${Math.round(quality * 100)}, ` +
          `${Math.round(statSync(target).size / 1024)} KB)`,
      );
    }
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exit(1);
});
