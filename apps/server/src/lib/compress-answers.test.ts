import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import {
  COMPRESS_THRESHOLD_BYTES,
  FAST_COMPRESS_MAX_BYTES,
  compressAnswers,
} from './compress-answers';
import { pickEncoding } from './content-encoding';

const rows = Array.from({ length: 100 }, (_, id) => ({ id, customer: 'Garcia', gross: 1234.5 }));
const app = new Hono<AppEnv>()
  .use('*', compressAnswers)
  .get('/big', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ rows });
  })
  .get('/small', (c) => c.json({ ok: true }))
  .get('/export', (c) => c.json({ rows: exportRows }));
// An export-sized answer, past the size compressed at the fastest levels.
const exportRows = Array.from({ length: 3_000 }, (_, id) => ({
  id,
  customer: `C${id}`,
  gross: id,
}));

const get = (path: string, acceptEncoding: string) =>
  app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('API answers above ~1 KB are compressed (issue 11)', () => {
  it('uses brotli when accepted and keeps the answer and its headers', async () => {
    const response = await get('/big', 'gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer()));
    expect(JSON.parse(body.toString())).toEqual({ rows });
    expect(Number(response.headers.get('Content-Length'))).toBeLessThan(body.length);
  });

  it('uses gzip otherwise, and leaves small answers and unwilling clients alone', async () => {
    const gzipped = await get('/big', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual({
      rows,
    });
    const small = await get('/small', 'br');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(await small.json()).toEqual({ ok: true });
    expect((await get('/big', 'identity')).headers.get('Content-Encoding')).toBeNull();
  });

  it('compresses answers larger than a page (exports) too, in either encoding', async () => {
    expect(JSON.stringify({ rows: exportRows }).length).toBeGreaterThan(FAST_COMPRESS_MAX_BYTES);
    const br = await get('/export', 'br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await br.arrayBuffer()));
    expect(JSON.parse(body.toString())).toEqual({ rows: exportRows });
    const gzipped = await get('/export', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual({
      rows: exportRows,
    });
  });

  it('reads Accept-Encoding weights', () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
