import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { latestMail } from './dev-mailbox.repository';
import type { listMailbox } from './dev-mailbox.routes';

const LINK = /https?:\/\/[^\s<>"]+/g;

/** Only on a demo server: its mail is the demo's, never a real customer's. */
export const mailbox: RouteHandler<typeof listMailbox, AppEnv> = async (c) => {
  if (!c.var.env.demoMode) throw new AppError('NOT_FOUND');
  const rows = await latestMail(c.var.db, 50);
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
