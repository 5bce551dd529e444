import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Env, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { SERVICE_WORKER_CSP, pageCsp } from './security-headers';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Built by vite-plugin-pwa from web/src/service-worker (issue 12). */
const SERVICE_WORKER_PATH = '/service-worker.js';

/** Written by web/build/prerender-pages.ts: public pages' first render, by path. */
const PRERENDERED_DIR = 'prerendered';
/** Lists of web/build/prerender-pages.ts: path → file, public pages and signed-in frames. */
const PUBLIC_PAGES_LIST = 'pages.json';
const SIGNED_IN_FRAMES_LIST = 'signed-in-frames.json';
/** Fast levels: each page is compressed per response, since its nonce is fresh each time. */
const BROTLI_PAGE_QUALITY = 5;

/** The prerendered pages by path, read once from one of the build's lists; none without it. */
function readPrerenderedPages(distDir: string, list: string): Map<string, string> {
  const dir = path.join(distDir, PRERENDERED_DIR);
  const listPath = path.join(dir, list);
  if (!fs.existsSync(listPath)) return new Map();
  const files = JSON.parse(fs.readFileSync(listPath, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(files).map(([pagePath, file]) => [
      pagePath,
      fs.readFileSync(path.join(dir, path.basename(file)), 'utf8'),
    ]),
  );
}

/** The page with its nonce, compressed as the browser accepts (HTML shrinks about sevenfold). */
function sendPage(
  c: Context,
  html: string,
  { variesByCookie }: { variesByCookie: boolean },
): Response {
  const nonce = randomBytes(16).toString('base64');
  c.header('Content-Security-Policy', pageCsp(nonce));
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Vary', variesByCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  const body = Buffer.from(html.replaceAll(NONCE_PLACEHOLDER, nonce));
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (/\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(
      brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
  }
  if (/\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync(body));
  }
  return c.body(body);
}

export interface StaticClientOptions {
  /**
   * Whether the request carries a session cookie this server signed. Only a hint for which page to
   * send first, never access: the signed-in frame holds nothing of anyone's, and the app checks
   * the session before it shows a thing.
   */
  maybeSignedIn?: (headers: Headers) => boolean;
}

/**
 * Serves the built client: hashed assets with a year of caching, the public pages prerendered at
 * build time, the signed-in frame of a dashboard page to a browser with a session cookie, and
 * index.html for every other GET so client-side routes work on reload. Each page gets a fresh
 * nonce for Emotion's styles. Files come compressed as the build wrote them
 * (web/build/precompress.ts), pages compressed per response.
 */
export function mountStaticClient<E extends Env>(
  app: Hono<E>,
  distDir: string,
  { maybeSignedIn = () => false }: StaticClientOptions = {},
): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build first.`);
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const prerenderedPages = readPrerenderedPages(distDir, PUBLIC_PAGES_LIST);
  const signedInFrames = readPrerenderedPages(distDir, SIGNED_IN_FRAMES_LIST);
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Other files of the build (favicon, theme script, workers); index.html is never served raw
  // because it needs its nonce, and API paths never fall through to files.
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (requestPath) =>
        isClientFilePath(requestPath) ? requestPath : '/__not-a-file__',
      onFound: (_path, c) => {
        if (c.req.path !== SERVICE_WORKER_PATH) {
          c.header('Cache-Control', 'public, max-age=3600');
          return;
        }
        // Browsers compare the worker byte for byte to find a new release: always revalidate.
        c.header('Cache-Control', 'no-cache');
        c.header('Content-Security-Policy', SERVICE_WORKER_CSP);
      },
    }),
  );
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/v1/')) {
      return c.json({ error: { code: 'not-found', message: 'Not found.' } }, 404);
    }
    const frame = signedInFrames.get(c.req.path);
    if (frame) {
      // Without the cookie the app sends the visitor to sign in: the shell, not a frame, paints.
      const page = maybeSignedIn(c.req.raw.headers) ? frame : indexHtml;
      return sendPage(c, page, { variesByCookie: true });
    }
    return sendPage(c, prerenderedPages.get(c.req.path) ?? indexHtml, { variesByCookie: false });
  });
}

function isClientFilePath(requestPath: string): boolean {
  return (
    requestPath !== '/' &&
    requestPath !== '/index.html' &&
    !requestPath.startsWith(`/${PRERENDERED_DIR}/`) &&
    !requestPath.startsWith('/api/') &&
    !requestPath.startsWith('/v1/') &&
    path.extname(requestPath) !== ''
  );
}
