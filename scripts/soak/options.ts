/** What `npm run soak` was asked to do; parsed once by `run.ts`. */
export interface SoakOptions {
  /** Parts to run, in order; all when none are named. */
  parts: string[];
  /** fast-check's seed: fixed on CI (or `--seed`), random otherwise, and always printed. */
  seed: number;
  /** Generated bodies per write route. */
  bodies: number;
  /** Time limit of each part, in minutes. */
  minutes: number;
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
