import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/app-env';
import { latestDemoMail } from './dev-mailbox.repository';
import type { listMailbox } from './dev-mailbox.routes';

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Only on a demo server, and only the mail of demo accounts; the caller is on
 * this machine or signed in (dev-mailbox.index.ts).
 */
export const mailbox: RouteHandler<typeof listMailbox, AppEnv> = async (c) => {
  const rows = await latestDemoMail(c.var.db, 50);
  return c.json(
    {
      messages: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        links: row.text.match(LINK) ?? [],
        createdAt: row.createdAt.toISOString(),
      })),
    },
    200,
  );
};
