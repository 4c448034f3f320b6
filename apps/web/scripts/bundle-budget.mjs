/**
 * The JavaScript each first page needs, gzipped, against its budget (issue 11 item 5).
 * Reads Vite's manifests: a page of the single-page app (dist/.vite/manifest.json)
 * needs the entry's static imports plus its lazy route module's static imports; the
 * prerendered landing page (dist/.vite/landing-manifest.json, vite.landing.config.ts)
 * needs its own entry's. Lazy chunks (charts, other routes, the cookie banner, other
 * languages) are not counted because the page does not load them first.
 *
 * `node scripts/bundle-budget.mjs` prints the table and exits 1 when a page is over
 * budget; `npm run build` runs it. `measureBundles(distDir)` is reused by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Gzipped bytes; `route` is the lazy page module of that path in the app; `manifest`
 * and `entry` name another build's entry. `budget` fails the build: it is today's
 * size with a little room, so nothing grows unnoticed. `goal` is issue 11's target,
 * printed beside it (docs/decisions/018-light-first-page.md).
 */
export const PAGES = [
  { name: 'entry (every app page)', route: null, budget: 166_000 },
  {
    name: 'landing / (prerendered)',
    manifest: '.vite/landing-manifest.json',
    entry: 'landing.html',
    // Loaded by the entry once the page is painted, on every visit.
    route: 'src/app/light-landing/main.tsx',
    budget: 64_000,
    goal: 90_000,
  },
  { name: 'sign-in /auth', route: 'src/features/auth/routes/login-page.tsx', budget: 184_000 },
  {
    name: 'F&I dashboard /dashboard/finance',
    route: 'src/features/finance/routes/finance-dashboard-page.tsx',
    shell: 'src/app/shell/app-shell.tsx',
    budget: 231_000,
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
  const manifests = new Map();
  const manifestAt = (path) => {
    if (!manifests.has(path)) {
      manifests.set(path, JSON.parse(readFileSync(join(distDir, path), 'utf8')));
    }
    return manifests.get(path);
  };
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) {
      const raw = readFileSync(join(distDir, file));
      gzipped.set(file, { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return gzipped.get(file);
  };
  return PAGES.map((page) => {
    const manifest = manifestAt(page.manifest ?? '.vite/manifest.json');
    const keys = [page.entry ?? 'index.html', page.shell, page.route].filter(Boolean);
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
