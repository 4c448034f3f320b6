import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './app-env';
import { pickEncoding, varyOnAcceptEncoding, type ContentEncoding } from './content-encoding';

/** The build writes these beside each compressible file (apps/web/vite.config.ts). */
const PRECOMPRESSED: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which precompressed copies of a file the build wrote, best first. A copy older
 * than its file is stale (the file was replaced after the build) and is not sent.
 */
async function compressedCopies(path: string): Promise<ContentEncoding[]> {
  const original = await modifiedAt(path);
  const found: ContentEncoding[] = [];
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED) as [ContentEncoding, string][]) {
    const copy = await modifiedAt(path + suffix);
    if (original !== undefined && copy !== undefined && copy >= original) found.push(encoding);
  }
  return found;
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await modifiedAt(path)) !== undefined;
}

/**
 * Sends a file of the build, its brotli or gzip copy when the client accepts one
 * (issue 11), with Vary: Accept-Encoding whenever a copy exists.
 */
async function sendFile(
  path: string,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
): Promise<Response | undefined> {
  const copies = await compressedCopies(path);
  const encoding = pickEncoding(acceptEncoding, copies);
  const body = await readIfFile(encoding ? path + PRECOMPRESSED[encoding] : path);
  if (!body) return undefined;
  const response = new Response(new Uint8Array(body), { status: 200, headers });
  if (copies.length > 0) varyOnAcceptEncoding(response.headers);
  if (encoding) response.headers.set('Content-Encoding', encoding);
  response.headers.set('Content-Length', String(body.length));
  return response;
}

/**
 * The landing page prerendered by the build, drawn with the demo server's notice
 * or without it (apps/web/vite.landing.config.ts, docs/decisions/018).
 */
const landingPage = (demoMode: boolean) => (demoMode ? 'landing-demo.html' : 'landing.html');

/**
 * Serves the built web app: hashed assets cached for a year; `/` the prerendered
 * landing page, which needs no script to show; anything else that is not a file
 * gets index.html so the single-page app's router can take it. Paths with a
 * dot-folder (the build's .vite manifests) are not served.
 */
export function serveWebApp(
  distDir: string,
  { demoMode }: { demoMode: boolean },
): MiddlewareHandler<AppEnv> {
  const root = normalize(distDir + sep);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    const candidate = normalize(join(root, pathname));
    const hidden = pathname.split('/').some((part) => part.startsWith('.'));
    const acceptEncoding = c.req.header('Accept-Encoding');
    const file =
      candidate.startsWith(root) && !hidden && (await isFile(candidate))
        ? await sendFile(candidate, acceptEncoding, {
            'Content-Type': getMimeType(candidate) ?? 'application/octet-stream',
            // Only hashed names may be kept forever; a new build gives new names.
            'Cache-Control': pathname.startsWith('/assets/') ? CACHE_FOREVER : 'no-cache',
          })
        : undefined;
    if (file) return file;
    // A missing asset is a real 404; only page paths fall back to the app.
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) return next();
    const pageHeaders = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
    // A build without the prerendered page (an older one) shows the landing page in the app.
    const landing =
      pathname === '/'
        ? await sendFile(join(root, landingPage(demoMode)), acceptEncoding, pageHeaders)
        : undefined;
    const page = landing ?? (await sendFile(join(root, 'index.html'), acceptEncoding, pageHeaders));
    return page ?? next();
  };
}
