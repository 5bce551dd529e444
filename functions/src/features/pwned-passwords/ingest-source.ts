import fs from 'node:fs';
import path from 'node:path';

export type IngestSource =
  | { kind: 'file'; path: string; bytes: number }
  | { kind: 'directory'; path: string; files: { path: string; prefix: string | undefined }[] };

/** An input that cannot be read. Raised before anything is written. */
export class IngestInputError extends Error {
  override name = 'IngestInputError';
}

const RANGE_FILE = /^([0-9A-Fa-f]{5})\.txt$/;

/**
 * The downloader writes either one pwnedpasswords.txt or a directory with one {PREFIX}.txt per
 * range. Anything else in that directory is listed with no prefix and reported, not read.
 */
export async function inspectIngestSource(input: string): Promise<IngestSource> {
  const resolved = path.resolve(input);
  let stats: fs.Stats;
  try {
    stats = await fs.promises.stat(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new IngestInputError(
      code === 'ENOENT'
        ? `No such file or directory: ${resolved}`
        : `Cannot read ${resolved} (${code ?? 'error'}).`,
    );
  }
  if (stats.isFile()) {
    await assertReadable(resolved);
    return { kind: 'file', path: resolved, bytes: stats.size };
  }
  if (!stats.isDirectory()) throw new IngestInputError(`Not a file or directory: ${resolved}`);
  const names = await fs.promises.readdir(resolved);
  const files = names
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({
      path: path.join(resolved, name),
      prefix: RANGE_FILE.exec(name)?.[1]?.toUpperCase(),
    }))
    .sort((a, b) => compareText(a.prefix ?? '~', b.prefix ?? '~') || compareText(a.path, b.path));
  if (!files.some((file) => file.prefix !== undefined)) {
    throw new IngestInputError(`No {PREFIX}.txt range files in ${resolved}.`);
  }
  return { kind: 'directory', path: resolved, files };
}

async function assertReadable(file: string): Promise<void> {
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch {
    throw new IngestInputError(`Cannot read ${file}: permission denied.`);
  }
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
