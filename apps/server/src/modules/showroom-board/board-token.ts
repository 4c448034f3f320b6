import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { useBoardLink } from './board-links.repository';

/** 32 random bytes, base64url: what a TV holds. A person's access token (a JWT) never has this shape. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newBoardToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashBoardToken(token) };
}

export const hashBoardToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The showroom board's gate (ADR 028): a board link's token as a Bearer
 * header, in force, for the store the path names. A person's session is not a
 * board token, and a board token passes no other gate (requireUser checks a
 * signed JWT), so a TV reads its own store's board and nothing else.
 */
export const requireBoardLink: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization');
  if (!header?.startsWith('Bearer '))
    throw new AppError('UNAUTHENTICATED', 'Authentication required');
  const token = header.slice('Bearer '.length);
  const link = TOKEN_PATTERN.test(token)
    ? await useBoardLink(c.var.db, hashBoardToken(token))
    : undefined;
  if (!link) throw new AppError('AUTH_FAILED');
  if (String(link.dealershipId) !== c.req.param('dealership_id')) throw new AppError('FORBIDDEN');
  c.set('boardLink', link);
  return next();
};
