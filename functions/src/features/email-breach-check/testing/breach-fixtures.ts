import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppServices } from '@/platform/context';
import { type IngestSummary, ingestBreachFiles } from '../breach-ingest.service';

/** Writes `lines` to a temporary breach file and returns its path. */
export async function writeBreachFile(lines: string[], name = 'breach.txt'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bulwark-breach-'));
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
