import path from 'node:path';

// The browser npm test installs: Debian's Chromium headless shell (decision 038).
export { CHROMIUM_PATH } from '../../scripts/system-deps.js';
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
