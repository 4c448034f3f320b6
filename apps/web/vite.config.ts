import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes dist/sw.js stamped with an id of this build, so each release is a new
 * service worker and open pages learn that an update is available.
 */
function serviceWorker(): Plugin {
  const template = fileURLToPath(new URL('./service-worker/sw.js', import.meta.url));
  return {
    name: 'das-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const buildId = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      const source = readFileSync(template, 'utf8').replace("'__BUILD_ID__'", `'${buildId}'`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return join(development, '../../production/index.mjs');
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of
 * the build, at the highest levels, so the server sends them as they are
 * (apps/server/src/lib/static-web.ts, issue 11). Files under 1 KB stay plain.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'das-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) {
          continue;
        }
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build (warnings and
      // checks included); production builds take the production one (issue 11).
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/bundle-budget.mjs reads it to weigh what each first page loads.
    manifest: true,
  },
  server: {
    port: 5173,
    // The API server (npm start) answers /api during development.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
