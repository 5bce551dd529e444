/**
 * A browser-like HTTP client for integration tests: keeps cookies, sends our Origin on writes,
 * and speaks to the real server over a real socket.
 */
export class TestClient {
  readonly #cookies = new Map<string, string>();
  readonly baseUrl: string;
  /** The address this client appears to come from (the test server trusts one proxy hop). */
  readonly ip: string;

  constructor(baseUrl: string, ip = randomTestNetAddress()) {
    this.baseUrl = baseUrl;
    this.ip = ip;
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
      headers.set('origin', new URL(this.baseUrl).origin);
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

  /** Calls a callable; returns status and parsed body. */
  async call(name: string, input: unknown = {}): Promise<{ status: number; body: any }> {
    const response = await this.postJson(`/v1/call/${name}`, input);
    return { status: response.status, body: await response.json() };
  }
}

/** An address from TEST-NET-3 (RFC 5737): never routed, so nothing real is ever implied. */
export function randomTestNetAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}
