import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      // Two workers, as every project (see contracts/vitest.config.ts).
      maxWorkers: 2,
      // A worker keeps its jsdom and the libraries (React, Chakra, msw) from file to file; the
      // setup file drops the app's own modules after each file, so their top-level state (the
      // toast store, the generator's history, requests in flight) starts fresh. Isolated, a file
      // spent about 1.4 s making its worker and environment: 300 s → 97 s for the project
      // (docs/benchmarks.md).
      isolate: false,
      setupFiles: ['./src/testing/setup-tests.ts'],
      // build/: the article loader and content check run at build time, in Node.
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
    },
  }),
);
