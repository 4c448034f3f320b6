import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** A first start on PostgreSQL or PGlite migrates and checks the demo seed; a slow, shared machine needs time. */
const START_TIMEOUT_MS = 180_000;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, the port the server picked. */
  url: string;
  /** The server's stderr and its warn/error log lines, for a failure report. */
  output: string[];
  /** The exit code (or the signal's name) once the process has ended. */
  readonly exitCode: number | string | undefined;
  /** SIGKILL: no shutdown hook runs, as a power cut or the OOM killer would do it. */
  kill9(): Promise<number | string>;
  /** SIGTERM: the server's own graceful stop. */
  stop(): Promise<number | string>;
}

/** The variables the server starts with; the caller's own (DATABASE_POOL_MAX, …) go through. */
export function serverEnv(env: Record<string, string>): Record<string, string | undefined> {
  return {
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DEMO_MODE: 'true',
    TRUST_PROXY: 'true',
    ...env,
  };
}

/**
 * The real server as `npm start` runs it (`node --import tsx apps/server/src/server.ts`,
 * without the web build), in a process of its own so it can be killed. `env`
 * replaces the caller's DAS Board variables: an unset DATABASE_URL means PGlite.
 * Demo mode, as the parts sign in as demo accounts; a trusted proxy, as each
 * client stands for a device of its own (X-Forwarded-For).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: REPO_ROOT, env: serverEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        const port = /running .*on port (\d+)/.exec(line)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        } else output.push(line);
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk.trim()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output.join('\n')}`));
    });
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  let exitCode: number | string | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  return {
    url,
    output,
    get exitCode() {
      return exitCode;
    },
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
