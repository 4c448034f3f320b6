import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: 5173,
    // The API server (npm start) answers /api during development.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
