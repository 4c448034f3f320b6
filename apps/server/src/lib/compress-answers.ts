import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { pickEncoding, varyOnAcceptEncoding, type ContentEncoding } from './content-encoding';

/** Smaller answers gain less than the bytes of the encoding's framing cost (issue 11: ~1 KB). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/(?!event-stream))/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encoders: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4 of 11: most of brotli's gain at gzip's speed, for answers made per request.
  br: (body) =>
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * Compresses the API's JSON and CSV answers above ~1 KB with brotli or gzip, as
 * the client accepts. The web app's files are compressed at build time instead
 * (static-web.ts). The answer is buffered: our answers are bounded pages and
 * reports, never endless streams.
 */
export const compressAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { res } = c;
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.body || c.req.method === 'HEAD' || res.status === 206 || res.status === 204) return;
  if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
  varyOnAcceptEncoding(res.headers);
  const encoding = pickEncoding(c.req.header('Accept-Encoding'));
  const declared = Number(res.headers.get('Content-Length') ?? Number.NaN);
  if (!encoding || declared < COMPRESS_THRESHOLD_BYTES) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  let sent: Buffer = body;
  if (body.length >= COMPRESS_THRESHOLD_BYTES) {
    sent = await encoders[encoding](body);
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(sent.length));
  c.res = undefined;
  c.res = new Response(new Uint8Array(sent), { status: res.status, headers });
};
