import fs from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';

export interface BreachFile {
  path: string;
  size: number;
  gzipped: boolean;
}

/** Thrown before anything is written: the run stops with this message. */
export class IngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestError';
  }
}

async function isGzip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** Every file must be a readable regular file; gzip is recognised by its magic bytes. */
export async function openBreachFiles(paths: string[]): Promise<BreachFile[]> {
  if (paths.length === 0) throw new IngestError('Name at least one breach file to read.');
  const files: BreachFile[] = [];
  for (const path of paths) {
    try {
      const info = await stat(path);
      if (!info.isFile()) throw new IngestError(`${path} is not a file.`);
      files.push({ path, size: info.size, gzipped: await isGzip(path) });
    } catch (error) {
      if (error instanceof IngestError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      throw new IngestError(`Cannot read ${path} (${code}). Nothing was written.`);
    }
  }
  return files;
}

/** Any line break: readline's set (`\r\n`, `\n`, and a lone `\r` from old Mac files). */
const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Cuts decoded text into complete lines and the unfinished rest. A trailing `\r` is held back,
 * because the `\n` of the same line break may start the next chunk.
 */
function splitLines(text: string): { lines: string[]; rest: string } {
  const complete = text.endsWith('\r') ? text.length - 1 : text.length;
  const head = text.slice(0, complete);
  const lines = head.includes('\r') ? head.split(LINE_BREAK) : head.split('\n');
  const rest = lines.pop() ?? '';
  return { lines, rest: rest + text.slice(complete) };
}

/**
 * The lines of one file, a chunk (`chunkBytes` read from disk) at a time, streamed: memory stays
 * flat however long the file is. Whole chunks rather than single lines, because awaiting each of
 * tens of millions of lines (readline) cost more than parsing and hashing them. Lines break as
 * readline breaks them. `onBytes` receives the bytes read from disk (compressed bytes for gzip),
 * for the progress bar.
 */
export async function* readBreachLines(
  file: BreachFile,
  onBytes: (bytes: number) => void,
  chunkBytes = 1 << 20,
): AsyncGenerator<string[]> {
  const raw = fs.createReadStream(file.path, { highWaterMark: chunkBytes });
  raw.on('data', (chunk) => onBytes(chunk.length));
  const input = file.gzipped ? raw.pipe(createGunzip()) : raw;
  if (file.gzipped) raw.on('error', (error) => input.destroy(error));
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input) {
      const split = splitLines(rest + decoder.write(chunk as Buffer));
      rest = split.rest;
      if (split.lines.length > 0) yield split.lines;
    }
    const last = (rest + decoder.end()).split(LINE_BREAK);
    if (last.at(-1) === '') last.pop();
    if (last.length > 0) yield last;
  } catch (error) {
    throw new IngestError(
      `Reading ${file.path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    raw.destroy();
  }
}
