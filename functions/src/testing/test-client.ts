import type { CallableInput, CallableName, CallableOutput } from '@bulwark/contracts/contracts';
import type { ErrorBody } from '@bulwark/contracts/errors';

/**
 * A browser-like HTTP client for integration tests: keeps cookies, sends our Origin on writes,
 * and speaks to the real server over a real socket.
 */
export class TestClient {
  readonly #cookies: Map<string, string>;
  readonly baseUrl: string;
  /** The address this client appears to come from (the test server trusts one proxy hop). */
  readonly ip: string;
  /** The page's origin, sent on writes: the site's, also when `via` reaches one host directly. */
  readonly #origin: string;

  constructor(baseUrl: string, ip = randomTestNetAddress(), shared?: TestClient) {
    this.baseUrl = baseUrl;
    this.ip = ip;
    this.#cookies = shared ? shared.#cookies : new Map();
    this.#origin = shared ? shared.#origin : new URL(baseUrl).origin;
  }

  /**
   * The same browser (cookies, address, Origin) reaching one instance behind a load balancer
   * directly, to choose which instance answers. Cookies set by either are seen by both.
   */
  via(instanceUrl: string): TestClient {
    return new TestClient(instanceUrl, this.ip, this);
  }

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(nameEndsWith: string): string | undefined {
    for (const [name, value] of this.#cookies) if (name.endsWith(nameEndsWith)) return value;
    return undefined;
  }

  clearCookies(): void {
    this.#cookies.clear();
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', this.ip);
    if (this.#cookies.size > 0 && !headers.has('cookie')) headers.set('cookie', this.cookieHeader);
    if (init.method && init.method !== 'GET' && !headers.has('origin'))
      headers.set('origin', this.#origin);
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired =
        attributes.some((attribute) => /max-age=0/i.test(attribute.trim())) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
  }

  async postJson(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  /**
   * Calls a callable with the contract's types, so a test that sends the wrong input fails to
   * type-check. `body` is the contract's output when the call succeeded; a refusal's code and
   * message are in `error`.
   */
  async call<N extends CallableName>(name: N, ...[input]: CallInput<N>): Promise<CallAnswer<N>> {
    const { status, body, error } = await this.callUnchecked(name, input ?? {});
    // A 200 answer passed the server's output check against the same contract.
    return { status, body: body as CallableOutput<N>, error };
  }

  /**
   * Calls without the contract's types: only for tests of what the contract forbids (an unknown
   * callable, malformed or smuggled input) and for loops over every callable.
   */
  async callUnchecked(name: string, input: unknown = {}): Promise<CallAnswer<never, unknown>> {
    const response = await this.postJson(`/v1/call/${name}`, input);
    const body: unknown = await response.json();
    return { status: response.status, body, error: response.ok ? undefined : refusalOf(body) };
  }
}

/** A callable's answer: the output on success (`status` 200), the refusal in `error` otherwise. */
export interface CallAnswer<N extends CallableName, Body = CallableOutput<N>> {
  status: number;
  body: Body;
  error: ErrorBody['error'] | undefined;
}

/** The input argument: optional when the contract's input has no required field. */
type CallInput<N extends CallableName> =
  Record<never, never> extends CallableInput<N>
    ? [input?: CallableInput<N>]
    : [input: CallableInput<N>];

function refusalOf(body: unknown): ErrorBody['error'] | undefined {
  return typeof body === 'object' && body !== null && 'error' in body
    ? (body as ErrorBody).error
    : undefined;
}

/** An address from TEST-NET-3 (RFC 5737): never routed, so nothing real is ever implied. */
export function randomTestNetAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}
