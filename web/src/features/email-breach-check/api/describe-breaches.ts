import type { BreachSummary } from '@bulwark/contracts/schemas/breach.schema';
import { callFunction } from '@/lib/api-client';

/** The callable takes at most 500 names; larger ranges are asked for in parts. */
const NAMES_PER_CALL = 500;

export async function describeBreaches(names: string[]): Promise<BreachSummary[]> {
  const parts: string[][] = [];
  for (let start = 0; start < names.length; start += NAMES_PER_CALL)
    parts.push(names.slice(start, start + NAMES_PER_CALL));
  const answers = await Promise.all(
    parts.map((part) => callFunction('emailBreachCheck.describeBreaches', { names: part })),
  );
  return answers.flat();
}
