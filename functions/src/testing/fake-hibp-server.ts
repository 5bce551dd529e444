import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answer this late (to test time-outs). */
  delayMs?: number;
}

export interface FakeHibp {
  /** Base URL for HIBP_BASE_URL: http://127.0.0.1:<port>/api/v3 */
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  /** Queues answers for one account (used in order; the last one repeats). */
  respond(account: string, ...responses: FakeResponse[]): void;
  /** What GET /breaches answers. */
  setCatalog(response: FakeResponse): void;
  close(): Promise<void>;
}

/**
 * A stand-in for haveibeenpwned.com on 127.0.0.1: we fake only at the network boundary, so the
 * real client code (headers, time-outs, parsing) runs in tests. Unknown accounts answer 404.
 */
export async function startFakeHibp(): Promise<FakeHibp> {
  const accounts = new Map<string, FakeResponse[]>();
  let catalog: FakeResponse = { status: 200, body: [] };
  const requests: FakeHibp['requests'] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    const account = /^\/api\/v3\/breachedaccount\/(.+)$/.exec(url.pathname)?.[1];
    let answer: FakeResponse = { status: 404 };
    if (account !== undefined) {
      const queue = accounts.get(decodeURIComponent(account).toLowerCase()) ?? [];
      answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? answer;
    } else if (url.pathname === '/api/v3/breaches') {
      answer = catalog;
    }
    const send = () => {
      if (response.destroyed) return;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v3`,
    requests,
    respond(account, ...responses) {
      accounts.set(account.toLowerCase(), responses);
    },
    setCatalog(response) {
      catalog = response;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal HIBP breach entry in HIBP's own shape. */
export function hibpEntry(name: string, overrides: Record<string, unknown> = {}) {
  return {
    Name: name,
    Title: name,
    Domain: `${name.toLowerCase()}.example`,
    BreachDate: '2025-05-01',
    AddedDate: '2025-06-01T00:00:00Z',
    ModifiedDate: '2025-06-01T00:00:00Z',
    PwnCount: 1000,
    Description: `The ${name} breach.`,
    LogoPath: `https://logos.haveibeenpwned.com/${name}.png`,
    DataClasses: ['Email addresses', 'Passwords'],
    IsVerified: true,
    IsFabricated: false,
    IsSensitive: false,
    IsRetired: false,
    IsSpamList: false,
    IsMalware: false,
    IsSubscriptionFree: false,
    IsStealerLog: false,
    ...overrides,
  };
}
