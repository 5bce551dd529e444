import { type BreachRange, BreachRangeSchema } from '@bulwark/contracts/schemas/breach.schema';
import { getJson } from '@/lib/api-client';

/**
 * `GET /v1/breaches/range/{prefix}`: a plain GET, not a callable, so that only the 6-character
 * prefix travels (in the path) and responses follow one shape the server can answer fast.
 */
export function getBreachRange(prefix: string, signal?: AbortSignal): Promise<BreachRange> {
  return getJson(`/v1/breaches/range/${encodeURIComponent(prefix)}`, BreachRangeSchema, { signal });
}
