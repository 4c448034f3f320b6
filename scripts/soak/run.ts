import { parseArgs } from 'node:util';
import { installValidationMessages } from '@das/shared/validation';
import { runFuzz } from './fuzz';
import { runKill } from './kill';
import { runLoad } from './load';
import { runOutage } from './outage';
import type { PartOutcome, SoakOptions } from './options';

/**
 * `npm run soak [-- PART… --seed N --bodies N --minutes N --only TEXT --verbose
 * --clients N --rounds N --outage-seconds N --outage-port N]`: the fault scripts
 * of issue 10 item 7, each bounded in time, ending with `N passed, M failed` and
 * a non-zero exit on any failure. Parts: fuzz, load, kill, outage (README "Faults").
 */
const PARTS: Record<
  string,
  (options: SoakOptions, print: (line: string) => void) => Promise<PartOutcome>
> = {
  fuzz: runFuzz,
  load: runLoad,
  kill: runKill,
  outage: runOutage,
};

/** The seed CI replays, unless told otherwise. */
const CI_SEED = 20_261_125;

const print = (line: string) => process.stdout.write(`${line}\n`);

function readOptions(): SoakOptions {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      bodies: { type: 'string', default: '500' },
      minutes: { type: 'string' },
      clients: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '3' },
      'outage-seconds': { type: 'string', default: '30' },
      'outage-port': { type: 'string', default: '0' },
      only: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  const number = (name: string, text: string | undefined) => {
    const value = Number(text);
    if (text === undefined || !Number.isSafeInteger(value) || value < 0) {
      throw new Error(`--${name} must be a whole number, got ${text}`);
    }
    return value;
  };
  // Fractions allowed, for a short trial of load (`--minutes 0.5`).
  const minutes = (text: string) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`--minutes must be above 0, got ${text}`);
    return value;
  };
  const unknown = positionals.filter((part) => !(part in PARTS));
  if (unknown.length > 0)
    throw new Error(
      `No such part: ${unknown.join(', ')} (parts: ${Object.keys(PARTS).join(', ')})`,
    );
  const onCi = process.env.CI === 'true';
  return {
    parts: positionals.length > 0 ? positionals : Object.keys(PARTS),
    seed:
      values.seed !== undefined
        ? number('seed', values.seed)
        : onCi
          ? CI_SEED
          : Math.floor(Math.random() * 2 ** 31),
    bodies: number('bodies', values.bodies),
    minutes: values.minutes === undefined ? undefined : minutes(values.minutes),
    clients: number('clients', values.clients),
    rounds: number('rounds', values.rounds),
    outageSeconds: number('outage-seconds', values['outage-seconds']),
    outagePort: number('outage-port', values['outage-port']),
    databaseUrl: process.env.DATABASE_URL || undefined,
    only: values.only,
    verbose: values.verbose,
  };
}

installValidationMessages();
const options = readOptions();
let passed = 0;
let failed = 0;
let skipped = 0;
for (const part of options.parts) {
  const run = PARTS[part];
  if (!run) continue;
  const outcome = await run(options, print);
  passed += outcome.passed;
  failed += outcome.failed;
  skipped += outcome.skipped;
}
print(`soak (seed ${options.seed}; replay with --seed ${options.seed}):`);
print(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
