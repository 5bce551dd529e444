import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStaticClient } from './static-client';

const SHELL =
  '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><div id="root"></div></body></html>';
const LOGIN_PAGE =
  '<html><head><title>Sign in</title></head><body><div id="root" data-prerendered inert><style nonce="__CSP_NONCE__">h1{}</style><h1>Sign in</h1></div></body></html>';
const DASHBOARD_FRAME =
  '<html><head></head><body><div id="root" data-prerendered inert><h1>Welcome</h1></div></body></html>';
const ENTRY_SCRIPT = `console.log(${JSON.stringify('entry '.repeat(400))});`;

let distDir: string;
let app: Hono;

/** A built client as web's build leaves it: the shell, prerendered pages, compressed copies. */
function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'prerendered'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dir, 'prerendered', 'login.html'), LOGIN_PAGE);
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify({ '/login': 'login.html' }),
  );
  fs.writeFileSync(path.join(dir, 'prerendered', 'signed-in--dashboard.html'), DASHBOARD_FRAME);
  fs.writeFileSync(
    path.join(dir, 'prerendered', 'signed-in-frames.json'),
    JSON.stringify({ '/dashboard': 'signed-in--dashboard.html' }),
  );
  const entry = path.join(dir, 'assets', 'index-abc.js');
  fs.writeFileSync(entry, ENTRY_SCRIPT);
  fs.writeFileSync(`${entry}.br`, brotliCompressSync(ENTRY_SCRIPT));
  fs.writeFileSync(`${entry}.gz`, gzipSync(ENTRY_SCRIPT));
}

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-static-client-'));
  writeBuild(distDir);
  app = new Hono();
  mountStaticClient(app, distDir);
});

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

describe('the built client', () => {
  it('sends a prerendered page for its path, with a fresh nonce its CSP allows', async () => {
    const first = await app.request('/login');
    const second = await app.request('/login');
    const html = await bodyOf(first);
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('<h1>Sign in</h1>');
    expect(nonce).toBeDefined();
    expect(html).not.toContain('__CSP_NONCE__');
    expect(first.headers.get('Content-Security-Policy')).toContain(`'nonce-${nonce}'`);
    expect(await bodyOf(second)).not.toContain(nonce);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('sends the shell for every other page', async () => {
    for (const pagePath of ['/', '/dashboard', '/login/extra']) {
      const html = await bodyOf(await app.request(pagePath));
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it("sends a dashboard page's signed-in frame only with a session cookie, and says it varies", async () => {
    const withCookies = new Hono();
    mountStaticClient(withCookies, distDir, {
      maybeSignedIn: (headers) => headers.get('cookie') === 'session=signed',
    });
    const signedIn = await withCookies.request('/dashboard', {
      headers: { cookie: 'session=signed' },
    });
    expect(await bodyOf(signedIn)).toContain('<h1>Welcome</h1>');
    expect(signedIn.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    for (const cookie of ['session=forged', '']) {
      const other = await withCookies.request('/dashboard', { headers: { cookie } });
      expect(await bodyOf(other)).toContain('<div id="root"></div>');
      expect(other.headers.get('Vary')).toBe('Accept-Encoding, Cookie');
    }
    // A page without a frame, and a public page, never vary by cookie.
    const login = await withCookies.request('/login', { headers: { cookie: 'session=signed' } });
    expect(await bodyOf(login)).toContain('<h1>Sign in</h1>');
    expect(login.headers.get('Vary')).toBe('Accept-Encoding');
  });

  it('never serves the prerendered files themselves, which carry the nonce placeholder', async () => {
    const html = await bodyOf(await app.request('/prerendered/login.html'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('compresses pages as the browser accepts, Brotli first, and says so', async () => {
    const raw = await app.request('/login');
    expect(raw.headers.get('Content-Encoding')).toBeNull();
    expect(raw.headers.get('Vary')).toBe('Accept-Encoding');
    const gzip = await app.request('/login', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    const brotli = await app.request('/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    for (const response of [gzip, brotli]) expect(await bodyOf(response)).toContain('Sign in');
  });

  it("sends the build's compressed copy of a file when the browser accepts it", async () => {
    const brotli = await app.request('/assets/index-abc.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(Number(brotli.headers.get('Content-Length'))).toBeLessThan(ENTRY_SCRIPT.length / 10);
    expect(await bodyOf(brotli)).toBe(ENTRY_SCRIPT);

    const plain = await app.request('/assets/index-abc.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(ENTRY_SCRIPT);
  });
});
