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
      setupFiles: ['./src/testing/setup-tests.ts'],
      // build/: the article loader and content check run at build time, in Node.
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      restoreMocks: true,
    },
  }),
);
