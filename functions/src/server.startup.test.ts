import { afterAll, beforeAll, expect, test } from 'vitest';
import { type TestServer, startTestServer } from '@/testing/test-server';

/**
 * What "ready" promises. The shipped catalog is loaded before any job runs: loaded lazily, its
 * first load could start inside a job's transaction and, on PGlite's single connection, wait on
 * that transaction for ever (a start-up hang after a crash left events to dispatch).
 */
const logLines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ logLines, freshDatabase: true });
});
afterAll(async () => {
  await server?.close();
});

test('on a fresh database the shipped catalog is loaded before any job can run, and before "ready"', () => {
  const messages = logLines.map((line) => (JSON.parse(line) as { message: string }).message);
  const loaded = messages.indexOf('breach catalog loaded');
  const workersStarting = messages.indexOf('job workers starting');
  expect(loaded).toBeGreaterThanOrEqual(0);
  expect(workersStarting).toBeGreaterThanOrEqual(0);
  expect(loaded).toBeLessThan(workersStarting);
  expect(loaded).toBeLessThan(messages.indexOf('Bulwark is ready'));
});
