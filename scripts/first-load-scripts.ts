import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 12's goal for the first load, gzipped: `bench:web` reports it, an e2e test holds it. */
export const FIRST_LOAD_GOAL_BYTES = 150 * 1024;

/** The JavaScript a built app loads before any page's own chunk: its module script and modulepreloads. */
export function firstLoadScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => path.join(dist, match[1] ?? ''));
}

/** A built file's size as the network sends it with gzip (zlib's default level). */
export const gzipBytes = (file: string) => gzipSync(fs.readFileSync(file)).length;
