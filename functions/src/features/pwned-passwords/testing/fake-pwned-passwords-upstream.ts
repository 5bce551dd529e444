import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers one prefix: the range (padded when asked, like the real API), the range
 * after a delay (concurrent requests), a request it never answers (time-outs), a status code, or
 * a body of our choosing (malformed answers).
 */
export type FakeRangeBehaviour =
  'serve' | 'hang' | { delayMs: number } | { status: number } | { body: string };

export interface FakePwnedPasswordsUpstream {
  /** For PWNED_PASSWORDS_UPSTREAM: http://127.0.0.1:<port> */
  url: string;
  /** Every request, in order: path with query, and headers. */
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** Adds a breached password (SHA-1 of its UTF-8) with its count. */
  addPassword(password: string, count: number): void;
  /** Adds a whole hash (40 hex SHA-1 or 32 hex NTLM) with its count. */
  addHash(hash: string, count: number): void;
  /** How a prefix (upper case) or, with '*', every other prefix is answered. */
  behave(prefix: string, behaviour: FakeRangeBehaviour): void;
  /** The Cache-Control header sent with ranges; null sends none. Default: the real API's. */
  cacheControl: string | null;
  close(): Promise<void>;
}

const REAL_CACHE_CONTROL = 'public, max-age=2678400';
const PADDING_LINES = 20;

/**
 * A stand-in for api.pwnedpasswords.com on 127.0.0.1: only the network boundary is faked, so the
 * real upstream client (headers, time-outs, validation, cache, coalescing) runs in tests. Node
 * imports only: the end-to-end tests use it too. Padding is a few count-0 lines mixed in sorted
 * order, as the real API mixes them, so stripping them is tested for real.
 */
export async function startFakePwnedPasswordsUpstream(): Promise<FakePwnedPasswordsUpstream> {
  const hashes = new Map<string, number>();
  const behaviours = new Map<string, FakeRangeBehaviour>();
  const requests: FakePwnedPasswordsUpstream['requests'] = [];
  const fake: FakePwnedPasswordsUpstream = {
    url: '',
    requests,
    addPassword: (password, count) =>
      hashes.set(createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase(), count),
    addHash: (hash, count) => hashes.set(hash.toUpperCase(), count),
    behave: (prefix, behaviour) => behaviours.set(prefix.toUpperCase(), behaviour),
    cacheControl: REAL_CACHE_CONTROL,
    close: () => Promise.resolve(),
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    const prefix = /^\/range\/([0-9A-Fa-f]{5})$/.exec(url.pathname)?.[1]?.toUpperCase();
    if (prefix === undefined) {
      response.writeHead(404).end();
      return;
    }
    const behaviour = behaviours.get(prefix) ?? behaviours.get('*') ?? 'serve';
    if (behaviour === 'hang') return;
    if (typeof behaviour === 'object' && 'delayMs' in behaviour) {
      setTimeout(() => serveRange(url, prefix, request, response), behaviour.delayMs);
      return;
    }
    if (typeof behaviour === 'object') {
      const status = 'status' in behaviour ? behaviour.status : 200;
      response.writeHead(status, { 'Content-Type': 'text/plain' });
      response.end('body' in behaviour ? behaviour.body : `error ${status}`);
      return;
    }
    serveRange(url, prefix, request, response);
  });

  function serveRange(
    url: URL,
    prefix: string,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): void {
    if (response.destroyed) return;
    const hashLength = url.searchParams.get('mode') === 'ntlm' ? 32 : 40;
    const padded = String(request.headers['add-padding']).toLowerCase() === 'true';
    const lines = [...hashes]
      .filter(([hash]) => hash.length === hashLength && hash.startsWith(prefix))
      .map(([hash, count]) => `${hash.slice(5)}:${count}`);
    if (padded)
      for (let line = 0; line < PADDING_LINES; line += 1)
        lines.push(
          `${randomBytes(20)
            .toString('hex')
            .toUpperCase()
            .slice(0, hashLength - 5)}:0`,
        );
    const headers: Record<string, string> = { 'Content-Type': 'text/plain' };
    if (fake.cacheControl !== null) headers['Cache-Control'] = fake.cacheControl;
    response.writeHead(200, headers);
    response.end(lines.sort().join('\r\n'));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
