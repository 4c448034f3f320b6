import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env';

/**
 * The caller's address from the socket. X-Forwarded-For is believed only behind
 * our own proxy (TRUST_PROXY), and then only its last hop, the one the proxy added.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.env.trustProxy) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
