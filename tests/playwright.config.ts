import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_DATA_DIR, E2E_PORT } from './support/environment';

/**
 * End-to-end tests drive Debian's Chromium headless shell (never a downloaded browser) against
 * the production build served by `node functions/dist/index.js`, on a fresh data directory each
 * run.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One browser at a time: on two cores a second worker's Chromium, the server and PostgreSQL
  // pushed the load to 9–10 and a lazy page past the ten-second expect budget (a page still
  // "Loading" is not what these tests are about; see docs/benchmarks.md for the timings).
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    // Every fresh context would otherwise install the service worker and precache the whole
    // build (3.6 MB) beside what the test does; the specs about the worker allow it themselves.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  outputDir: './test-results',
  webServer: {
    // A tiny Pwned Passwords corpus is ingested first, so breached-password checks are real.
    command: [
      `rm -rf ${E2E_DATA_DIR}`,
      'tsx --tsconfig ../functions/tsconfig.json ../functions/src/features/pwned-passwords/ingest.cli.ts fixtures/pwned-passwords.txt',
      'node ../functions/dist/index.js',
    ].join(' && '),
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: `http://localhost:${E2E_PORT}`,
      DATA_DIR: E2E_DATA_DIR,
      WEB_DIST: path.resolve(import.meta.dirname, '../web/dist'),
      LOG_LEVEL: 'warn',
      // Each test presents its own client address (see support/fixtures.ts) as if behind a proxy,
      // so per-IP limits don't make unrelated tests wait on each other.
      TRUST_PROXY: 'true',
    },
  },
});
