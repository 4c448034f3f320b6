import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress.ts';

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
