import path from 'node:path';

// Debian's build of Chromium's headless shell, which scripts/system-deps.js installs: the same
// Blink as the full browser, without its headless mode's browser around it (the specs took 17 %
// less time: docs/benchmarks.md). Lighthouse in `bench:web` runs the full browser.
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
// E2E_PORT lets two checkouts run their end-to-end suites side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../../.test-data/e2e');
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
