import { mkdtempSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { AppServices } from '@/platform/context';
import {
  type IngestSummary,
  ingestBreachFiles,
} from '@/features/breach-index/breach-ingest.service';

/** One temporary folder per test file for every breach file it writes, removed after its tests. */
const fixtureRoot = mkdtempSync(path.join(os.tmpdir(), 'bulwark-breach-'));
afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

/** Writes `lines` to a temporary breach file and returns its path. */
export async function writeBreachFile(lines: string[], name = 'breach.txt'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(fixtureRoot, 'file-'));
  const file = path.join(dir, name);
  await fs.writeFile(file, lines.join('\n') + '\n');
  return file;
}

/** Ingests these addresses into `breachName` through the real ingest service. */
export async function ingestAddresses(
  services: AppServices,
  breachName: string,
  addresses: string[],
  metaFile?: string,
): Promise<IngestSummary> {
  const file = await writeBreachFile(addresses);
  return ingestBreachFiles(services, { breachName, metaFile, files: [file] });
}
