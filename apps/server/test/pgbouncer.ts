import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** Debian's PgBouncer; `.ci/run` installs it, as docs/deploy.md's setup needs it. */
const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** `serverUrl` with its host and port replaced by the pooler's. */
  urlFor(serverUrl: string): string;
  stop(): Promise<void>;
}

async function untilListening(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`PgBouncer did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A PgBouncer in transaction mode in front of the PostgreSQL server of
 * `serverUrl`, as docs/deploy.md runs it: every database, trust auth (the
 * test server's own), its files in a folder of its own. PgBouncer will not run
 * as root, so as root it runs as the `postgres` user.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(`${PGBOUNCER} is missing: apt-get install pgbouncer (README "Tests")`);
  }
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'das-pgbouncer-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'users.txt'), `"${server.username}" ""\n`);
  writeFileSync(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 20',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
      'logfile =',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  const child = spawn(
    PGBOUNCER,
    [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    untilListening(port),
    exited.then(() => {
      throw new Error(`PgBouncer (${PGBOUNCER}) exited at start`);
    }),
  ]);
  return {
    urlFor(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(port);
      return pooled.toString();
    },
    async stop() {
      child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
