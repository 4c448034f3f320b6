import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from './app-env';

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built single-page app: hashed assets cached for a year, anything
 * else that is not a file gets index.html so the client router can take it.
 */
export function serveWebApp(distDir: string): MiddlewareHandler<AppEnv> {
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
    const file = candidate.startsWith(root) ? await readIfFile(candidate) : undefined;
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': getMimeType(candidate) ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    // A missing asset is a real 404; only page paths fall back to the app.
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) return next();
    const index = await readIfFile(join(root, 'index.html'));
    if (!index) return next();
    return c.body(new Uint8Array(index), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  };
}
