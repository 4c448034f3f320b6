import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup.ts'],
    // Each file opens its own database: PGlite compiles its WebAssembly once per file.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
