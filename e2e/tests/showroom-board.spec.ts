import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, seriousAxeViolations } from './helpers';

/**
 * Issue 14, the showroom board (ADR 028), across two app servers on one
 * PostgreSQL database (PGlite is one process per data folder): the board on
 * one server shows a sale logged through the other within 2 s, and lives
 * through its own server's restart, catching up on what it missed.
 */
const port = Number(process.env.E2E_PORT ?? 3197);
const FLOOR_PORT = port + 1;
const BOARD_PORT = port + 2;
const database = `das_board_e2e_${port}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const STORE = 46;
const SCREENS = [
  [1920, 1080],
  [1280, 720],
] as const;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const psql = (command: string, on = database) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', on, '-qc', command]);

const servers = new Map<number, ChildProcess>();

async function startServer(serverPort: number): Promise<void> {
  const child = spawn('node', ['--import', 'tsx', '../apps/server/src/server.ts'], {
    cwd: e2eDir,
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  servers.set(serverPort, child);
  // What a server says on stderr goes with a failure that follows.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));

  await expect
    .poll(
      async () => {
        try {
          const health = `http://127.0.0.1:${serverPort}/api/health`;
          return (await fetch(health, { signal: AbortSignal.timeout(2_000) })).status;
        } catch {
          return 0;
        }
      },
      { timeout: 200_000, intervals: [250] },
    )
    .toBe(200);
}

async function stopServer(serverPort: number): Promise<void> {
  const child = servers.get(serverPort);
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A page on one server, as a visitor who has answered the cookie banner. */
async function pageOn(browser: Browser, serverPort: number): Promise<Page> {
  const origin = `http://127.0.0.1:${serverPort}`;
  const context = await browser.newContext({
    baseURL: origin,
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
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
  });
  return context.newPage();
}

test.beforeAll(async () => {
  // Two servers migrating and seeding on a busy machine: their own budget, not the test's.
  test.setTimeout(420_000);
  psql(`drop database if exists ${database} with (force)`, 'test');
  psql(`create database ${database}`, 'test');
  // One server migrates and seeds first; the second finds it done.
  await startServer(FLOOR_PORT);
  await startServer(BOARD_PORT);
  // The demo seed spreads today's sales and deals over the whole day, later hours included;
  // a board lists the newest first, so nothing may look newer than what this test logs.
  for (const table of ['sales', 'deals']) {
    psql(`update ${table} set created_at = now() - interval '1 hour' where created_at > now()`);
  }
});

test.afterAll(async () => {
  await Promise.all([...servers.keys()].map(stopServer));
  psql(`drop database if exists ${database} with (force)`, 'test');
});

/** The salesperson's own session on the floor's server, logging sales as the floor's form sends them. */
async function floorSeller(serverPort: number) {
  // A caller of its own: sharing the admin's cookies would replace the admin page's
  // anti-forgery cookie and session, and the admin's next change would be refused.
  const seller = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}` });
  const csrf = ((await (await seller.get('/api/auth/csrf')).json()) as { token: string }).token;
  const signIn = await seller.post('/api/auth/sign-in', {
    headers: { 'X-CSRF-Token': csrf },
    data: { email: 'salesperson@demo.example.com', password: DEMO_PASSWORD, rememberMe: false },
  });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  return async (model: string) => {
    const logged = await seller.post('/api/sales', {
      headers: { 'X-CSRF-Token': csrf, Authorization: `Bearer ${accessToken}` },
      data: {
        dealership_id: STORE,
        amount: 27_400,
        // The demo store keeps Phoenix time.
        sale_date: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(
          new Date(),
        ),
        vehicle_model: model,
        vehicle_type: 'New',
      },
    });
    expect(logged.status()).toBe(201);
  };
}

/** Milliseconds from now until `text` shows on the board. */
async function timeUntilShown(board: Page, text: string): Promise<number> {
  const started = Date.now();
  await expect(board.getByText(text)).toBeVisible({ timeout: 10_000 });
  return Date.now() - started;
}

test('an admin hands out a board link; the TV shows sales from another server live and lives through a restart', async ({
  browser,
}) => {
  // The admin, on the floor's server, hands out a link from the store settings.
  const admin = await pageOn(browser, FLOOR_PORT);
  await admin.goto('/auth?noredirect=true');
  await admin.getByLabel('Email', { exact: true }).fill('dealership_admin@demo.example.com');
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await admin.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await admin.goto('/dashboard/admin/settings');
  const section = admin.getByRole('region', { name: 'Showroom board' });
  await section.getByLabel('Screen name').fill('Showroom TV');
  await section.getByRole('button', { name: 'Create board link' }).click();
  const shown = section.getByLabel('Board link');
  await expect(shown).toContainText('#token=');
  const link = new URL((await shown.textContent())!);
  expect(link.pathname).toBe(`/board/${STORE}`);
  await expect(section.getByRole('listitem').filter({ hasText: 'Showroom TV' })).toBeVisible();
  expect(await seriousAxeViolations(admin)).toEqual([]);

  // The TV opens the link on the other server.
  const board = await pageOn(browser, BOARD_PORT);
  await board.setViewportSize({ width: 1920, height: 1080 });
  await board.goto(`${link.pathname}${link.hash}`);
  await expect(board.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await board.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

  const logSale = await floorSeller(FLOOR_PORT);
  const stamp = Date.now().toString(36);
  // Timed from the write's answer, with the page ready, so a busy machine's page load is not counted.
  await logSale(`Civic ${stamp}`);
  expect(await timeUntilShown(board, `Civic ${stamp}`)).toBeLessThanOrEqual(2_000);

  // The board's server goes away: the board says so, and a sale made meanwhile is not lost.
  await stopServer(BOARD_PORT);
  await expect(board.getByRole('status').filter({ hasText: 'Reconnecting' })).toBeVisible();
  await logSale(`Accord ${stamp}`);
  await startServer(BOARD_PORT);
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(board.getByText(`Accord ${stamp}`)).toBeVisible();
  await logSale(`Pilot ${stamp}`);
  expect(await timeUntilShown(board, `Pilot ${stamp}`)).toBeLessThanOrEqual(2_000);
  // All along the same document: nothing reloaded the page.
  expect(await board.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);

  // A TV shows it all without scrolling, in both themes, and passes axe.
  const shots = process.env.E2E_SHOTS_DIR;
  for (const theme of ['dark', 'light'] as const) {
    for (const [width, height] of SCREENS) {
      await board.setViewportSize({ width, height });
      const fits = await board.evaluate(
        () => document.documentElement.scrollHeight <= window.innerHeight,
      );
      expect(fits, `${theme} ${width}×${height} without scrolling`).toBe(true);
      expect(await seriousAxeViolations(board), `${theme} ${width}`).toEqual([]);
      if (shots) await board.screenshot({ path: `${shots}/showroom-board-${theme}-${width}.png` });
    }
    if (theme === 'dark') await board.getByRole('button', { name: 'Light theme' }).click();
  }
  await board.setViewportSize({ width: 390, height: 844 });
  expect(await seriousAxeViolations(board), 'phone').toEqual([]);
  if (shots) {
    await board.screenshot({ path: `${shots}/showroom-board-390.png`, fullPage: true });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await section.screenshot({ path: `${shots}/showroom-board-settings-1440.png` });
  }

  // Revoked, the board stops: its reads are refused and it says so.
  await section.getByRole('button', { name: 'Revoke Showroom TV' }).click();
  // The server's answer, not the list drawn without the link, says the revocation is stored.
  const revoked = admin.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && /\/board-links\//.test(response.url()),
  );
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  expect((await revoked).status()).toBe(204);
  await expect(section.getByRole('listitem').filter({ hasText: 'Showroom TV' })).toHaveCount(0);
  const refused = await board.request.get(`/api/board/${STORE}`, {
    headers: { Authorization: `Bearer ${new URLSearchParams(link.hash.slice(1)).get('token')}` },
  });
  expect(refused.status()).toBe(401);
  await board.reload();
  await expect(board.getByText('This board link is no longer valid')).toBeVisible();
});
