import fs from 'node:fs';
import { open, stat } from 'node:fs/promises';
import readline from 'node:readline';
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

/**
 * The lines of one file, streamed: memory stays flat however long the file is. `onBytes`
 * receives the bytes read from disk (compressed bytes for gzip), for the progress bar.
 */
export async function* readBreachLines(file: BreachFile, onBytes: (bytes: number) => void): AsyncGenerator<string> {
  const raw = fs.createReadStream(file.path, { highWaterMark: 1 << 20 });
  raw.on('data', (chunk) => onBytes(chunk.length));
  const input = file.gzipped ? raw.pipe(createGunzip()) : raw;
  if (file.gzipped) raw.on('error', (error) => input.destroy(error));
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } catch (error) {
    throw new IngestError(`Reading ${file.path} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    lines.close();
    raw.destroy();
  }
}
