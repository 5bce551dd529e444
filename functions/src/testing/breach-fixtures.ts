import fs from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { AppServices } from '@/platform/context';
import {
  type IngestSummary,
  ingestBreachFiles,
} from '@/features/breach-index/breach-ingest.service';

/**
 * Breach files go in the run's scratch folder (database-template.global-setup.ts), which the run
 * removes when it ends. Not in a folder of each test file's: the functions project runs file after
 * file in one worker with this module loaded once, and its workers end without an exit event.
 */
function fixtureRoot(): string {
  const root = inject('scratchDir');
  if (!root) throw new Error('no scratch folder: run through the functions Vitest project');
  return root;
}

/** Writes `lines` to a temporary breach file and returns its path. */
export async function writeBreachFile(lines: string[], name = 'breach.txt'): Promise<string> {
  const dir = await fs.mkdtemp(path.join(fixtureRoot(), 'breach-'));
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
