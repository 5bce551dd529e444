import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One migrated database per run; each test file's server starts from a copy of it.
    globalSetup: ['src/testing/database-template.global-setup.ts'],
    // Each integration file boots a real server and database; two cores, so two at a time.
    maxWorkers: 2,
    // A worker runs file after file with the server's modules loaded once: with a fresh module
    // graph per file, importing it took about 1.9 s of every file (docs/benchmarks.md). What the
    // files share is keyed by database or process (test helpers, caches), never per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
