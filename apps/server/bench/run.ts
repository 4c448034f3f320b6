/**
 * `npm run bench [-- http|scale|web|live|deploy]` (every mode when none is named): the
 * measures of issue 11, each line beside its goal with PASS or FAIL. On
 * PostgreSQL when DATABASE_URL is set, else on PGlite (in memory).
 * - http: the real server against a bare Hono + `SELECT 1` route (http.ts)
 * - scale: 50 stores × 20,000 deals on PostgreSQL (scale.ts)
 * - web: first-page JavaScript and Lighthouse mobile (web.ts)
 * - live: a sale's event fanned out to open dashboard streams (live.ts)
 * - deploy: http's endpoints through nginx, two app servers and PgBouncer (deploy.ts)
 * - import: a 10,000-row deal log's dry run, import and undo (import.ts, ADR 032)
 */
import { benchDeploy } from './deploy';
import { benchHttp } from './http';
import { benchImport } from './import';
import { benchLive } from './live';
import { benchScale } from './scale';
import { benchWeb } from './web';

const MODES = {
  http: benchHttp,
  scale: benchScale,
  web: benchWeb,
  live: benchLive,
  deploy: benchDeploy,
  import: benchImport,
} as const;
type Mode = keyof typeof MODES;

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((arg) => !(arg in MODES));
if (unknown.length > 0) {
  process.stderr.write(
    `Unknown bench mode ${unknown.join(', ')}; use http, scale, web, live, deploy or import.\n`,
  );
  process.exit(2);
}
const modes = (asked.length > 0 ? asked : Object.keys(MODES)) as Mode[];
// The one place the bench reads the environment for the database (env.ts is the app's).
const databaseUrl = process.env.DATABASE_URL || undefined;

process.stdout.write(
  `DAS Board bench, ${new Date().toISOString()}, Node ${process.version}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${modes.join(', ')}\n`,
);
for (const mode of modes) await MODES[mode](databaseUrl);
process.exit(0);
