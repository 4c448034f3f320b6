// `npm start` serves the built web app; rebuild it only when a source is newer than the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The build writes the prerendered landing page last (apps/web/vite.landing.config.ts).
const builtPage = join(root, 'apps/web/dist/landing.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/landing.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.landing.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/package.json',
  'packages/shared/src',
].map((path) => join(root, path));

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
if (sources.some((source) => newestChange(source) > builtAt)) {
  process.stdout.write(builtAt ? 'Web app changed: rebuilding…\n' : 'Building the web app…\n');
  const build = spawnSync('npm', ['run', 'build', '-w', '@das/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
