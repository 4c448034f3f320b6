import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as an operator runs it: a real process, a real port, a data folder.
 * DEMO_MODE=false keeps these starts quick; seeding has tests of its own.
 */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'das-board-server-'));
  dataDirs.push(dir);
  return dir;
}

interface Started {
  child: ChildProcess;
  stdout: string[];
  stderr: string[];
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { DEMO_MODE: 'false', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const stdout: string[] = [];
  const stderr: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) =>
    stdout.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  child.stderr?.on('data', (chunk: Buffer) =>
    stderr.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exited };
}

async function listening(server: Started): Promise<{ port: number; at: number }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const line = server.stdout.find((l) => l.includes('"msg":"listening"'));
    if (line) return { port: (JSON.parse(line) as { port: number }).port, at: Date.now() };
    if (server.child.exitCode !== null)
      throw new Error(`server exited: ${server.stderr.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not start listening within 60 s');
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// Each test starts real server processes; a busy machine needs more than the default.
describe('starting the server', { timeout: 90_000 }, () => {
  it('stops at once with one line naming a bad variable', async () => {
    const server = start({ PORT: 'abc', DATA_DIR: newDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.stderr).toEqual([
      'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc")',
    ]);
  });

  it('answers health within a second of saying it listens', async () => {
    const server = start({ DATA_DIR: newDataDir() });
    const { port, at } = await listening(server);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(Date.now() - at).toBeLessThan(1_000);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite', version: '1.0.0' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('lets only one process use a data folder, and leaves the first one running', async () => {
    const dataDir = newDataDir();
    const first = start({ DATA_DIR: dataDir });
    const { port } = await listening(first);

    const started = Date.now();
    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(second.stderr.join('\n')).toContain(
      `The data folder ${dataDir} is in use by another DAS Board server`,
    );

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    // Once the first one stops, the folder and its data serve a new server.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const third = start({ DATA_DIR: dataDir });
    const reopened = await listening(third);
    expect((await fetch(`http://127.0.0.1:${reopened.port}/api/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = newDataDir();
    // pid 2^22 + 1 is above Linux's pid_max ceiling, so it can belong to no live process.
    writeFileSync(join(dataDir, 'das-board.lock'), String(2 ** 22 + 1));
    const server = start({ DATA_DIR: dataDir });
    await listening(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
