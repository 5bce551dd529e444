import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createPwnedPasswordRanges } from '../functions/src/features/pwned-passwords/pwned-password-ranges.service';
import { createPwnedPasswordStore } from '../functions/src/features/pwned-passwords/pwned-password-store';
import { mountPwnedPasswordRoutes } from '../functions/src/features/pwned-passwords/pwned-passwords.routes';

// The "bare" /range server for bench-passwords.ts, in its own thread so the load generator on the
// main thread does not share an event loop with it: a Hono app with only the range routes, none
// of createApp's middleware (request id, security headers, allowed methods). Compared with the
// real app ("app"), it shows what that middleware costs per request.
const { storeDirectory } = workerData as { storeDirectory: string };
const store = createPwnedPasswordStore(storeDirectory);
await store.open();
const app = new Hono();
// The local store only, as measured in docs/benchmarks.md (no upstream behind it).
mountPwnedPasswordRoutes(
  app,
  createPwnedPasswordRanges({ store, upstream: undefined, logger: { warn: () => {} } }),
);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  parentPort?.postMessage({ port: info.port });
});
parentPort?.on('message', (message: unknown) => {
  if (message === 'stop') server.close(() => process.exit(0));
});
