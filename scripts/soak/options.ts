/** What `npm run soak` was asked to do; parsed once by `run.ts`. */
export interface SoakOptions {
  /** Parts to run, in order; all when none are named. */
  parts: string[];
  /** fast-check's seed: fixed on CI (or `--seed`), random otherwise, and always printed. */
  seed: number;
  /** Generated bodies per write route. */
  bodies: number;
  /** Time limit of fuzz (20 by default), how long load runs (2 by default), in minutes. */
  minutes: number | undefined;
  /** load: concurrent clients, each signed in as a user of its own. */
  clients: number;
  /** kill: rounds of burst, kill -9 and restart, per database engine. */
  rounds: number;
  /** outage: how long the private PostgreSQL stays stopped. */
  outageSeconds: number;
  /** outage: the port of the private PostgreSQL instance it starts and stops; 0 picks a free one. */
  outagePort: number;
  /** DATABASE_URL: load and kill run there instead of a fresh database of their own. */
  databaseUrl: string | undefined;
  /** Only the routes whose `METHOD /path` contains this. */
  only: string | undefined;
  /** Also print each route's most frequent refusals. */
  verbose: boolean;
}

export interface PartOutcome {
  passed: number;
  failed: number;
  /** Checks not counted either way, e.g. 5xx answers of a known issue another fix owns. */
  skipped: number;
}
