import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Alias, type Plugin } from 'vite';
import { compressFile, outDirOf } from './vite-precompress.ts';

/**
 * The second half of `npm run build` (docs/decisions/018): the landing page `/`
 * prerendered to HTML, plus the small entry that makes it interactive. It runs
 * after vite.config.ts's build of the single-page app and writes beside it in
 * dist/: landing.html, landing-demo.html (with the demo server's notice) and
 * their assets. The same components render with Preact instead of React and
 * with ordinary links instead of react-router, so the page needs a fraction of
 * the app's JavaScript.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const src = join(root, 'src');

const LIGHT_RUNTIME: Alias[] = [
  { find: '@', replacement: src },
  { find: /^react-router$/, replacement: join(src, 'app/light-landing/plain-links.tsx') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The HTML the server sends on `/` (apps/server/src/lib/static-web.ts), with and without demo mode. */
const PAGES = [
  { file: 'landing.html', demoServer: false },
  { file: 'landing-demo.html', demoServer: true },
];

const LATIN_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;

const PLACEHOLDER = '<div id="root"><!--landing--></div>';

type Prerender = { renderLanding: (demoServer: boolean) => Promise<string> };

/** Builds app/light-landing/prerender.tsx for Node and loads it. */
async function loadPrerender(ssrDir: string): Promise<Prerender> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: LIGHT_RUNTIME },
    ssr: { noExternal: true },
    build: {
      ssr: join(src, 'app/light-landing/prerender.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
    },
  });
  return (await import(pathToFileURL(join(ssrDir, 'prerender.mjs')).href)) as Prerender;
}

/** Fills landing.html's #root with the prerendered page, then compresses what this build wrote. */
function prerenderLanding(): Plugin {
  let outDir = '';
  const written: string[] = [];
  return {
    name: 'das-prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    // The prerendered text is drawn in Inter from the first paint: asked for beside
    // the stylesheet, the font is there before it, and no line moves when it swaps in.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((name) => LATIN_FONT.test(name));
        if (!font) throw new Error('The build has no Latin Inter font to preload');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
    writeBundle(_options, bundle) {
      written.push(...Object.keys(bundle));
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = mkdtempSync(join(tmpdir(), 'das-landing-ssr-'));
        try {
          const { renderLanding } = await loadPrerender(ssrDir);
          const template = readFileSync(join(outDir, 'landing.html'), 'utf8');
          if (!template.includes(PLACEHOLDER)) throw new Error(`landing.html lacks ${PLACEHOLDER}`);
          for (const page of PAGES) {
            const markup = await renderLanding(page.demoServer);
            const rootTag = `<div id="root"${page.demoServer ? ' data-demo-server' : ''}>`;
            writeFileSync(
              join(outDir, page.file),
              template.replace(PLACEHOLDER, `${rootTag}${markup}</div>`),
            );
          }
          for (const file of new Set([...written, ...PAGES.map((page) => page.file)])) {
            compressFile(join(outDir, file));
          }
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding()],
  resolve: { alias: LIGHT_RUNTIME },
  // vite.config.ts's build already copied public/.
  publicDir: false,
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: false,
    // scripts/bundle-budget.mjs weighs the landing page from it.
    manifest: '.vite/landing-manifest.json',
    rolldownOptions: { input: join(root, 'landing.html') },
  },
});
