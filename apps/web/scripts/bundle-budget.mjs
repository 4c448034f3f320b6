/**
 * The JavaScript each first page needs, gzipped, against its budget (issue 11 item 5).
 * Reads Vite's manifest (dist/.vite/manifest.json): a page needs the entry's static
 * imports plus its lazy route module's static imports; lazy chunks (charts, other
 * routes, other languages) are not counted because the page does not load them.
 *
 * `node scripts/bundle-budget.mjs` prints the table and exits 1 when a page is over
 * budget; `npm run build` runs it. `measureBundles(distDir)` is reused by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes; `route` is the lazy page module of that path. `budget` fails the
 * build: it is today's size with a little room, so nothing grows unnoticed.
 * `goal` is issue 11's target, printed beside it (react-dom and react-router alone
 * weigh ~90 KB; docs/decisions/018-light-first-page.md says what is left).
 */
export const PAGES = [
  { name: 'entry (every page)', route: null, budget: 166_000 },
  {
    name: 'landing /',
    route: 'src/features/landing/routes/landing-page.tsx',
    budget: 187_000,
    goal: 90_000,
  },
  { name: 'sign-in /auth', route: 'src/features/auth/routes/login-page.tsx', budget: 184_000 },
  {
    name: 'F&I dashboard /dashboard/finance',
    route: 'src/features/finance/routes/finance-dashboard-page.tsx',
    shell: 'src/app/shell/app-shell.tsx',
    budget: 226_000,
  },
];

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export function measureBundles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      const raw = readFileSync(join(distDir, file));
      gzipped.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return gzipped.get(file);
  };
  return PAGES.map((page) => {
    const keys = ['index.html', page.shell, page.route].filter(Boolean);
    for (const key of keys) {
      if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    }
    const files = [...closure(manifest, keys)].map((key) => manifest[key].file);
    const totals = files
      .map(sizeOf)
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
        raw: 0,
        gzip: 0,
      });
    return {
      ...page,
      files,
      ...totals,
      pass: totals.gzip <= page.budget,
      meetsGoal: page.goal === undefined ? undefined : totals.gzip <= page.goal,
    };
  });
}

export function formatBundles(results) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const width = Math.max(...results.map((result) => result.name.length));
  return results
    .map(
      (result) =>
        `${result.name.padEnd(width)}  JS ${kb(result.gzip).padStart(9)} gzipped (${kb(result.raw)} raw, ${result.files.length} files)  budget ${kb(result.budget)} ${result.pass ? 'PASS' : 'FAIL'}${result.goal === undefined ? '' : `  goal ${kb(result.goal)} ${result.meetsGoal ? 'PASS' : 'FAIL'}`}`,
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const results = measureBundles(fileURLToPath(new URL('../dist', import.meta.url)));
  process.stdout.write(`${formatBundles(results)}\n`);
  if (results.some((result) => !result.pass)) {
    process.stderr.write(
      'A page needs more JavaScript than its budget (apps/web/scripts/bundle-budget.mjs).\n',
    );
    process.exitCode = 1;
  }
}
