import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { serveWebApp } from './static-web';

const script = 'console.log("a hashed chunk");'.repeat(100);

function buildDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'das-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'assets/app-abc123.js'), script);
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>DAS Board</title>');
  writeFileSync(join(dir, 'landing.html'), '<!doctype html><main>Prerendered landing</main>');
  writeFileSync(join(dir, 'landing-demo.html'), '<!doctype html><aside>Demo server</aside>');
  writeFileSync(join(dir, '.vite/manifest.json'), '{}');
  // Replaced after the build (as e2e does to stage a release): its old copies are stale.
  writeFileSync(join(dir, 'sw.js.br'), brotliCompressSync('old worker'));
  writeFileSync(join(dir, 'sw.js'), 'new worker');
  utimesSync(join(dir, 'sw.js.br'), new Date(2020, 0, 1), new Date(2020, 0, 1));
  return dir;
}

const dist = buildDir();
const app = new Hono<AppEnv>().use('*', serveWebApp(dist, { demoMode: false }));
const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('the built web app (issue 11)', () => {
  it('sends the brotli copy of a hashed file to a browser that takes it, cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
  });

  it('sends gzip to a client without brotli and the plain file to one that asks for neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js', 'br;q=0, identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('keeps index.html revalidated and out of long caches, and hides the build manifest', async () => {
    const page = await get('/dashboard/finance', 'br');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    expect(await page.text()).toContain('DAS Board');
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('never sends a compressed copy older than its file', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.headers.get('Content-Encoding')).toBeNull();
    expect(await worker.text()).toBe('new worker');
  });

  it('sends the prerendered landing page on / and the app to every deep link', async () => {
    const landing = await get('/?ref=mail');
    expect(landing.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(landing.headers.get('Cache-Control')).toBe('no-cache');
    expect(await landing.text()).toContain('Prerendered landing');
    for (const path of ['/auth', '/pricing', '/dashboard/finance', '/index.html']) {
      expect(await (await get(path)).text(), path).toContain('<title>DAS Board</title>');
    }
  });

  it('sends the landing page drawn with the demo notice when the server runs demo mode', async () => {
    const demo = new Hono<AppEnv>().use('*', serveWebApp(dist, { demoMode: true }));
    expect(await (await demo.request('/')).text()).toContain('Demo server');
    expect(await (await demo.request('/about')).text()).toContain('<title>DAS Board</title>');
  });
});
