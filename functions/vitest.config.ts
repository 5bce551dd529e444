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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
