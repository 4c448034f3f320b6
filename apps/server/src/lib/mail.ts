import nodemailer from 'nodemailer';
import { PRODUCT_NAME } from '@das/shared/constants';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The one way mail leaves the server: SMTP when SMTP_URL is set; otherwise the
 * outbox table and a log line, so a developer (and /dev/mailbox in demo mode)
 * can still follow every link.
 */
export function createMailer({
  env,
  db,
  logger,
}: {
  env: Env;
  db: Database;
  logger: Logger;
}): Mailer {
  if (env.smtpUrl) {
    const transport = nodemailer.createTransport(env.smtpUrl);
    const from = `${PRODUCT_NAME} <no-reply@${new URL(env.appOrigin).hostname}>`;
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        logger.info('mail sent', { to: message.to, subject: message.subject });
      },
    };
  }
  return {
    async send(message) {
      await db.insert(outbox).values(message);
      logger.info('mail kept in outbox', {
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}
