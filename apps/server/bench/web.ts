/**
 * `npm run bench -- web`: builds the web app, then the JavaScript each first page
 * needs (gzipped, from apps/web/scripts/bundle-budget.mjs) and Lighthouse mobile
 * (the npm package, Debian's Chromium, simulated throttling) on `/` and on the
 * signed-in F&I dashboard, served by the real app.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { freePort } from '../test/free-port';
import { note, printLines, signIn, type Line } from './report';
import { startTargets } from './targets';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const LIGHTHOUSE = fileURLToPath(new URL('../../../node_modules/.bin/lighthouse', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface BundleResult {
  name: string;
  gzip: number;
  raw: number;
  files: string[];
  budget: number;
  goal?: number;
  pass: boolean;
  meetsGoal?: boolean;
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Chromium whose cookie jar holds a signed-in session, for Lighthouse to drive
 * on its debugging port. An extra Cookie header would not do: it replaces the
 * jar's, so the app's own anti-forgery cookie would never reach the server.
 */
async function signedInChromium(appUrl: string, cookie: string) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'das-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [`--remote-debugging-port=${port}`, ...CHROME_FLAGS],
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url: appUrl };
    }),
  );
  return {
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Lighthouse on its own fresh Chromium, or on `port`'s (keeping that one's cookies). */
async function lighthouse(url: string, port?: number): Promise<LighthouseReport> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      ...(port
        ? [`--port=${port}`, '--disable-storage-reset']
        : [`--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`]),
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 2 ** 20 },
  );
  // BENCH_WEB_REPORTS=<dir> keeps each report whole, to read what the page spent its time on.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports)
    writeFileSync(join(reports, `${new URL(url).pathname.replaceAll('/', '_')}.json`), stdout);
  return JSON.parse(stdout) as LighthouseReport;
}

function lighthouseLines(label: string, report: LighthouseReport): Line[] {
  const score = Math.round(report.categories.performance.score * 100);
  const lcp = (report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
  const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
  const fcp = (report.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000;
  const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
  const shown = new URL(report.finalDisplayedUrl).pathname;
  return [
    {
      label: `Lighthouse mobile ${label}: page shown`,
      value: shown,
    },
    {
      label: `Lighthouse mobile ${label}: performance`,
      value: `${score} (FCP ${fcp.toFixed(1)} s, TBT ${tbt.toFixed(0)} ms)`,
      goal: { text: '≥ 95', pass: score >= 95 },
    },
    {
      label: `Lighthouse mobile ${label}: LCP`,
      value: `${lcp.toFixed(2)} s`,
      goal: { text: '≤ 2.0 s', pass: lcp <= 2 },
    },
    {
      label: `Lighthouse mobile ${label}: CLS`,
      value: cls.toFixed(3),
      goal: { text: '≤ 0.05', pass: cls <= 0.05 },
    },
  ];
}

export async function benchWeb(databaseUrl: string | undefined): Promise<void> {
  if (process.env.BENCH_WEB_BUILD !== 'false') {
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const { measureBundles } = (await import(
    new URL('../../web/scripts/bundle-budget.mjs', import.meta.url).href
  )) as { measureBundles: (distDir: string) => BundleResult[] };
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const lines: Line[] = measureBundles(WEB_DIST).map((page) => ({
    label: `JS for ${page.name}, gzipped`,
    value: `${kb(page.gzip)} (${kb(page.raw)} raw, ${page.files.length} files; build budget ${kb(page.budget)})`,
    ...(page.goal === undefined
      ? {}
      : { goal: { text: `≤ ${kb(page.goal)}`, pass: Boolean(page.meetsGoal) } }),
  }));

  const targets = await startTargets(databaseUrl);
  try {
    const landing = await fetch(`${targets.appUrl}/`, { headers: { 'Accept-Encoding': 'br' } });
    lines.push({
      label: 'index.html sent compressed',
      value: `${landing.headers.get('Content-Encoding') ?? 'no'} (Vary: ${landing.headers.get('Vary') ?? '-'})`,
    });
    lines.push(...lighthouseLines('/', await lighthouse(`${targets.appUrl}/`)));
    const { cookie } = await signIn(targets.appUrl, 'finance_manager@demo.example.com');
    const browser = await signedInChromium(targets.appUrl, cookie);
    try {
      lines.push(
        ...lighthouseLines(
          '/dashboard/finance (signed in)',
          await lighthouse(`${targets.appUrl}/dashboard/finance`, browser.port),
        ),
      );
    } finally {
      await browser.close();
    }
  } finally {
    targets.stop();
  }
  printLines('bench web (vite build, Lighthouse mobile with simulated throttling)', lines);
  note(
    `Chromium: ${CHROME_PATH}; the dashboard run starts with a demo finance manager's session cookies in the browser.`,
  );
}
