/**
 * `npm run bench -- deploy`: docs/deploy.md's setup on this machine, PostgreSQL
 * only. PgBouncer in transaction mode in front of DATABASE_URL's server, two app
 * servers through it (each LISTENing on the server itself, DATABASE_DIRECT_URL),
 * nginx balancing between them; driven like `bench http`, beside the bare
 * route on the first server's process through the same PgBouncer.
 */
import { startPgBouncer } from '../test/pgbouncer';
import { measureEndpoints, printHttpLines } from './http';
import { startNginx } from './nginx';
import { note } from './report';
import { startTargets, type Targets } from './targets';

const APP_SERVERS = 2;

export async function benchDeploy(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) {
    note('bench deploy: runs on PostgreSQL only; set DATABASE_URL.');
    return;
  }
  const pgBouncer = await startPgBouncer(databaseUrl);
  const servers: Targets[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const pooled = pgBouncer.urlFor(databaseUrl);
    // One after the other: the first migrates and seeds the demo, the others find it done.
    for (let i = 0; i < APP_SERVERS; i++) {
      servers.push(await startTargets(pooled, { directUrl: databaseUrl, seed: i === 0 }));
    }
    proxy = await startNginx(servers.map((server) => server.appUrl));
    const lines = await measureEndpoints(proxy.url, servers[0]!.bareUrl);
    printHttpLines(
      `bench deploy (nginx → ${APP_SERVERS} app servers → PgBouncer, transaction pooling → PostgreSQL)`,
      lines,
    );
  } finally {
    await proxy?.stop();
    for (const server of servers) server.stop();
    await pgBouncer.stop();
  }
}
