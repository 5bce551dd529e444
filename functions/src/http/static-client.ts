import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Env, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { SERVICE_WORKER_CSP, pageCsp } from './security-headers';

const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Built by vite-plugin-pwa from web/src/service-worker (issue 12). */
const SERVICE_WORKER_PATH = '/service-worker.js';

/**
 * Serves the built client: hashed assets with a year of caching, and index.html for every other
 * GET so client-side routes work on reload. Each page gets a fresh nonce for Emotion's styles.
 */
export function mountStaticClient<E extends Env>(app: Hono<E>, distDir: string): void {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    throw new Error(`The client is not built: ${indexPath} is missing. Run npm run build first.`);
  }
  const indexHtml = fs.readFileSync(indexPath, 'utf8');
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  // Other files of the build (favicon, theme script, workers); index.html is never served raw
  // because it needs its nonce, and API paths never fall through to files.
  app.use(
    '*',
    serveStatic({
      root,
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
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', pageCsp(nonce));
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce));
  });
}

function isClientFilePath(requestPath: string): boolean {
  return (
    requestPath !== '/' &&
    requestPath !== '/index.html' &&
    !requestPath.startsWith('/api/') &&
    !requestPath.startsWith('/v1/') &&
    path.extname(requestPath) !== ''
  );
}
