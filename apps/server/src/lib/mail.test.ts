import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows, type TestDatabase } from '../../test/test-database';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../env';
import { createLogger } from './logger';
import { createMailer } from './mail';

/** The outside mail server, and only it, is played by the test: a minimal SMTP peer. */
function startSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer((socket) => {
      let inData = false;
      let message = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false;
              received.push(message);
              socket.write('250 queued\r\n');
            } else message += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
          else if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const message = {
  to: 'fi@example.com',
  subject: 'Hello',
  text: 'Link: http://x/a',
  html: '<p>Hello</p>',
};
const logger = createLogger({ level: 'silent' });
const outboxCount = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from outbox`))[0]?.n;

describe('mailer', () => {
  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = createMailer({ env: parseEnv({}), db: database.db, logger });
    await mailer.send(message);
    expect(await outboxCount()).toBe(1);
  });

  it('sends through SMTP when SMTP_URL is set, and keeps nothing', async () => {
    const received: string[] = [];
    const { server, port } = await startSmtpServer(received);
    try {
      const before = await outboxCount();
      const mailer = createMailer({
        env: parseEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` }),
        db: database.db,
        logger,
      });
      await mailer.send(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Hello');
      expect(received[0]).toContain('fi@example.com');
      expect(await outboxCount()).toBe(before);
    } finally {
      server.close();
    }
  });
});
