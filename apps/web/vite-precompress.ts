import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside one file of the build, at the
 * highest levels, so the server sends them as they are (apps/server/src/lib/static-web.ts,
 * issue 11). Files under 1 KB, and the manifests under .vite/, stay plain.
 */
export function compressFile(file: string): void {
  if (!COMPRESSIBLE.test(file) || file.includes('/.vite/') || statSync(file).size < 1024) return;
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

export function outDirOf(config: { root: string; build: { outDir: string } }): string {
  return config.build.outDir.startsWith('/')
    ? config.build.outDir
    : join(config.root, config.build.outDir);
}

/** Compresses every file of the build once it is written (public/ included). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'das-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle() {
      filesUnder(outDir).forEach(compressFile);
    },
  };
}
