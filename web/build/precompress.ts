// Last build step: a Brotli and a gzip copy beside every compressible file of the client, which
// the server sends to browsers that accept them (serveStatic's `precompressed`). Compressed once
// here at the strongest level rather than on every response: the first load is about a fifth of
// its raw size (issue 12).
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const distDir = path.resolve(import.meta.dirname, '..', 'dist');

const files = fs
  .readdirSync(distDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => fs.statSync(file).size >= MIN_BYTES);

let raw = 0;
let compressed = 0;
await Promise.all(
  files.map(async (file) => {
    const content = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    raw += content.length;
    compressed += br.length;
  }),
);
process.stdout.write(
  `precompressed ${files.length} files: ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB with Brotli\n`,
);
