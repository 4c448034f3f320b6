import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface Targets {
  appUrl: string;
  bareUrl: string;
  database: 'pglite' | 'postgres';
  firstStartMs: number;
  peakRss: number;
  stop: () => void;
}

/**
 * Starts serve-targets.ts in a child process and waits for its ports. `directUrl`:
 * `databaseUrl` is a transaction pooler in front of this server; `seed: false`:
 * another app server seeded the database already.
 */
export async function startTargets(
  databaseUrl: string | undefined,
  { directUrl, seed = true }: { directUrl?: string; seed?: boolean } = {},
): Promise<Targets> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./serve-targets.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        BENCH_DATABASE_URL: databaseUrl ?? '',
        BENCH_DIRECT_URL: directUrl ?? '',
        ...(seed ? {} : { BENCH_SEED: 'false' }),
      },
      // Its stdin closes when this process ends, however it ends; it then exits too.
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const ready = JSON.parse(first) as Omit<Targets, 'appUrl' | 'bareUrl' | 'stop'> & {
    appPort: number;
    barePort: number;
  };
  return {
    ...ready,
    appUrl: `http://127.0.0.1:${ready.appPort}`,
    bareUrl: `http://127.0.0.1:${ready.barePort}`,
    stop: () => child.kill('SIGTERM'),
  };
}
