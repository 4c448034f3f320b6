import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectPath, signInThroughLoginPage } from './helpers';

/**
 * Every real deployment is HTTPS behind a proxy: the app runs with an https
 * origin and its cookies become `__Secure-…`. This file starts its own server
 * that way, behind a TLS proxy that adds X-Forwarded-Proto as a load balancer does.
 */
const base = Number(process.env.E2E_PORT ?? 3197);
const appPort = base + 1;
const proxyPort = base + 2;
const origin = `https://localhost:${proxyPort}`;
const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));

let workDir = '';
let server: ChildProcess | undefined;
let proxy: https.Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  workDir = mkdtempSync(join(tmpdir(), 'das-https-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      join(workDir, 'key.pem'),
      '-out',
      join(workDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  server = spawn('node', ['--import', 'tsx', serverEntry], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(appPort),
      DATA_DIR: join(workDir, 'data'),
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      APP_ORIGIN: origin,
      TRUST_PROXY: 'true',
    },
    stdio: 'ignore',
  });
  proxy = https.createServer(
    {
      key: readFileSync(join(workDir, 'key.pem')),
      cert: readFileSync(join(workDir, 'cert.pem')),
    },
    (request, response) => {
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: appPort,
          method: request.method,
          path: request.url,
          headers: {
            ...request.headers,
            'x-forwarded-proto': 'https',
            'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
          },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => proxy?.listen(proxyPort, '127.0.0.1', resolve));
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${appPort}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await new Promise((resolve) => proxy?.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

test('signing in over https keeps the session across a reload', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  await context.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'minimal');
    localStorage.setItem('cookie-consent-date', new Date().toISOString());
  });
  const page = await context.newPage();
  await signInThroughLoginPage(page, 'sales_manager@demo.example.com');
  await expectPath(page, '/dashboard/sales-manager');
  await page.reload();
  await expectPath(page, '/dashboard/sales-manager');
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('__Secure-das.session_token');
  await context.close();
});
